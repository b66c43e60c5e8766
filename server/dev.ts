// `npm run dev`: webpack-dev-server in development mode (hot reload, SPA fallback) on
// http://127.0.0.1:${PORT:-8080}/ with the embedded backend in the same process, or a proxy to
// MAGENTO_BACKEND_URL. Same environment as `npm start` (server/config.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createBackend, type Backend } from '../backend/index';
import { isApiPath, pathnameOf } from './apiPaths';
import { readConfig } from './config';
import { createProxy } from './proxy';

type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

// webpack.config.js is CommonJS without types: required, typed at the call.
const createWebpackConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;

async function main(): Promise<void> {
  const config = readConfig();
  let backend: Backend | undefined;
  let api: ApiHandler;
  if (config.backendUrl) {
    const proxy = createProxy({ upstream: config.backendUrl, log: (line) => console.error(line) });
    api = async (req, res) => {
      if (!isApiPath(pathnameOf(req.url))) return false;
      await proxy(req, res);
      return true;
    };
  } else {
    backend = await createBackend({
      dataDir: process.env.DATA_DIR ?? './var',
      mediaCacheMaxBytes: config.mediaCacheMaxBytes,
      trustedProxies: config.trustedProxies,
      baseUrl: config.baseUrl,
      rateLimits: config.rateLimits,
    });
    api = (req, res) => backend!.handle(req, res);
  }

  process.env.WEBPACK_SERVE = 'true';
  const compiler = webpack(createWebpackConfig({}, { mode: 'development' }));
  const server = new WebpackDevServer(
    {
      host: config.host,
      port: config.port,
      hot: true,
      // Catalogue URLs end in .html and are app routes too (disableDotRule), as in the production server.
      historyApiFallback: { disableDotRule: true },
      // static/ is emitted by CopyWebpackPlugin into the in-memory build.
      static: false,
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares(middlewares) {
        // The API answers first; everything else falls through to webpack and the SPA fallback.
        middlewares.unshift({
          name: 'commerce-api',
          middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
            api(req, res).then((handled) => handled || next(), next);
          },
        });
        return middlewares;
      },
    },
    compiler,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    backend?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await server.start();
  console.log(`Storefront (development) at http://${config.host}:${config.port}/ with ${config.backendUrl ? `a proxy to ${config.backendUrl.origin}` : 'the embedded backend'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
