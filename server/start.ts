// `npm start`: build if stale, then serve the shop with the embedded backend (or a proxy to
// MAGENTO_BACKEND_URL). The environment it reads is described in server/config.ts.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackend, DataDirError, type Backend } from '../backend/index';
import { createPurger } from '../backend/cache/purge';
import { ResponseCache } from '../backend/cache/responseCache';
import { sendText } from '../http/fileResponse';
import { createApp, type AppOptions } from './app';
import { BuildError, isBuildStale, runBuild } from './build';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { createLimitedServer } from './connectionLimits';
import { drainServer, listenErrorMessage } from './lifecycle';
import { upstreamHealth, type HealthCheck } from './healthCheck';
import { createProxy } from './proxy';
import { applySecurityHeaders, securityHeaders } from './securityHeaders';

const info = (line: string) => console.log(line);
const warn = (line: string) => console.error(line);

/** Prints one clear line and exits non-zero: for problems the operator must fix. */
function fail(message: string): never {
  console.error(`Cannot start the storefront: ${message}`);
  process.exit(1);
}

function listen(server: http.Server, config: ServerConfig): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

async function ensureBuild(config: ServerConfig, signal: AbortSignal): Promise<void> {
  if (!config.buildWhenStale || !isBuildStale(config.rootDir, config.distDir)) return;
  info('Building the storefront (webpack --mode production); this takes a minute the first time...');
  await runBuild(config.rootDir, config.distDir, signal);
}

/**
 * The server's own cache of cacheable answers: only for the embedded backend (a proxied Magento
 * purges its own caches) and only without a shared cache in front (which is purged instead).
 */
function ownResponseCache(config: ServerConfig): ResponseCache | null {
  return config.backendUrl || config.cacheHosts.length > 0 ? null : new ResponseCache({ maxBytes: config.responseCacheMaxBytes });
}

/** The proxy to MAGENTO_BACKEND_URL, or the embedded backend (opened, and seeded when new). */
async function openApi(config: ServerConfig, opened: { backend?: Backend }, responseCache: ResponseCache | null): Promise<Pick<AppOptions, 'api' | 'healthCheck'>> {
  if (config.backendUrl) return { api: createProxy({ upstream: config.backendUrl, log: warn }), healthCheck: upstreamHealth(config.backendUrl) };
  const backend = await createBackend({
    dataDir: config.dataDir,
    log: info,
    mediaCacheMaxBytes: config.mediaCacheMaxBytes,
    trustedProxies: config.trustedProxies,
    baseUrl: config.baseUrl,
    rateLimits: config.rateLimits,
    cacheHosts: config.cacheHosts,
    responseCache: responseCache ?? undefined,
  });
  opened.backend = backend;
  const healthCheck: HealthCheck = () => backend.isDatabaseAnswering();
  return { api: (req, res) => backend.handle(req, res), healthCheck };
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The port is taken first so a clash is reported at once, not after a build. Until the shop is
  // ready every request gets 503 (GET / answering 200 is the readiness signal).
  const headers = securityHeaders({ backendOrigin: config.backendUrl?.origin, googleMapsApiKey: config.googleMapsApiKey });
  let handler = (_req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    applySecurityHeaders(res, headers);
    sendText(res, 503, 'The storefront is starting; try again in a few seconds.', { 'Retry-After': '5' });
  };
  const server = createLimitedServer((req, res) => void handler(req, res), { trustedProxies: config.trustedProxies });
  let address: AddressInfo;
  try {
    address = await listen(server, config);
  } catch (error) {
    fail(listenErrorMessage(error as NodeJS.ErrnoException, config.host, config.port) ?? (error as Error).message);
  }

  const startup = new AbortController();
  // Set once the database is open, so every way out closes it.
  const opened: { backend?: Backend } = {};
  // Opening a new data dir seeds it; stopping half-way would leave a half-filled shop behind.
  let apiSettled = false;
  const responseCache = ownResponseCache(config);
  const apiReady = openApi(config, opened, responseCache).finally(() => (apiSettled = true));
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      if (!apiSettled) {
        warn('Stopped before the demo data was complete: delete the data dir to seed it again.');
        process.exit(1);
      }
      server.closeAllConnections();
      return;
    }
    stopping = true;
    info(`Received ${signal}: finishing in-flight requests...`);
    startup.abort();
    const drained = await drainServer(server, config.shutdownTimeoutMs);
    if (!drained) warn(`Some requests did not finish within ${config.shutdownTimeoutMs} ms and were cut off.`);
    if (!apiSettled) info('Finishing the demo data first (press Ctrl+C again to quit at once)...');
    await apiReady.catch(() => {});
    opened.backend?.close();
    info('Storefront stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // Building (a child process) and opening or seeding the database run side by side.
  try {
    const [{ api, healthCheck }] = await Promise.all([apiReady, ensureBuild(config, startup.signal)]);
    handler = createApp({
      distDir: config.distDir,
      api,
      security: { backendOrigin: config.backendUrl?.origin, googleMapsApiKey: config.googleMapsApiKey },
      log: info,
      logRequests: config.logRequests,
      responseCache,
      sharedCache: config.cacheHosts.length > 0,
      healthCheck,
    });
  } catch (error) {
    if (stopping) return;
    startup.abort();
    opened.backend?.close();
    if (error instanceof DataDirError) fail(`${error.message} (set DATA_DIR to a writable folder).`);
    if (error instanceof BuildError) fail(error.message);
    throw error;
  }
  if (stopping) return;
  // Cached pages name the previous build's chunks: the shared caches start over with this one.
  if (config.cacheHosts.length > 0) await createPurger(config.cacheHosts, { log: warn }).purgeAll();
  const source = config.backendUrl ? `proxying ${config.backendUrl.origin}` : `data in ${config.dataDir}`;
  info(`Storefront ready at ${urlOf(address!)} (${source})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
