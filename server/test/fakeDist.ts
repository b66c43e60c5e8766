import { SHELL_BANNER } from '../firstPaint/injectIntoHtml';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** Like the built index.html: the shell's skeleton banner (src/template.html) inside the root. */
export const SHELL_HTML = `<!doctype html><html><head><title>Shop</title></head><body><div id="root"><main>${SHELL_BANNER}</main></div><script src="/static/js/main.3f2a9c1b.js"></script></body></html>`;
export const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

export interface FakeDist {
  dir: string;
  remove(): void;
}

function write(dir: string, name: string, content: string | Buffer): void {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A folder shaped like the webpack output: index.html, a hashed script with .gz/.br twins, a
 * hashed stylesheet without twins, sw.js, the manifest, a hidden source map, an icon.
 */
export function createFakeDist(): FakeDist {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
  write(dir, 'index.html', SHELL_HTML);
  write(dir, 'static/js/main.3f2a9c1b.js', MAIN_JS);
  write(dir, 'static/js/main.3f2a9c1b.js.gz', zlib.gzipSync(MAIN_JS));
  write(dir, 'static/js/main.3f2a9c1b.js.br', zlib.brotliCompressSync(MAIN_JS));
  write(dir, 'static/js/main.3f2a9c1b.js.map', '{"version":3}');
  write(dir, 'static/css/main.0a1b2c3d.css', 'body{color:#222}');
  write(dir, 'sw.js', 'self.addEventListener("fetch",()=>{});');
  write(dir, 'manifest.json', '{"name":"Shop"}');
  write(dir, 'icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
