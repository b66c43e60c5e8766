import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http/fileResponse';

/** Magento's pub/health_check.php, which its VCL probes: the paths it answers on. */
export const HEALTH_CHECK_PATHS = ['/health_check.php', '/pub/health_check.php'];

/** Whether the shop can answer: its database (embedded) or the Magento it proxies. */
export type HealthCheck = () => boolean | Promise<boolean>;

/** Asks a proxied Magento's own health check: healthy when it answers 200 in time. */
export function upstreamHealth(upstream: URL, timeoutMs = 2000): HealthCheck {
  const url = new URL('health_check.php', upstream.href.endsWith('/') ? upstream : `${upstream.href}/`);
  return async () => (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).status === 200;
}

/** GET /health_check.php: 200 while `check` says the shop answers, 503 otherwise; never cached (sendText says no-store). */
export function createHealthCheckHandler(check: HealthCheck) {
  return async function handleHealthCheck(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let healthy = false;
    try {
      healthy = await check();
    } catch {
      // A check that throws is a shop that does not answer.
    }
    if (healthy) sendText(res, 200, 'OK');
    else sendText(res, 503, 'Service Unavailable: the database does not answer');
  };
}
