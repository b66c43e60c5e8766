import fs from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline-friendly on a closed network (TOOLCHAIN.md #8). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, else the system Chromium, else the one shipped inside @sparticuz/chromium (unpacked to /tmp). */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = (await import('@sparticuz/chromium')).default;
  return bundled.executablePath();
}
