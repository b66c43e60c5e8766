// Webpack 5 build of the storefront: one entry (src/index.tsx), lazy route chunks, hashed
// assets under dist/static/, the service worker (sw/index.ts -> dist/sw.js) and precompressed
// .gz/.br copies for the server. `webpack --mode production|development`.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { InlineShellCssPlugin } = require('./scripts/webpack/inlineShellCssPlugin');
const zlib = require('node:zlib');

const ROOT = __dirname;
// DIST_DIR builds elsewhere (the server serves that dir when given the same DIST_DIR).
const DIST = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
/** Build stats for bench/bundle-size.ts: kept outside dist/ so they are never served. */
const STATS_FILE = path.join(ROOT, '.cache', 'webpack-stats.json');

/** Cuts `i18n/<locale>.json?group=<name>` down to one message group (src/lib/i18n/messageGroups.ts). */
const MESSAGE_GROUP_LOADER = path.join(ROOT, 'scripts', 'webpack', 'messageGroupLoader.js');
const WITH_STRINGS_LOADER = path.join(ROOT, 'scripts', 'webpack', 'withStringsLoader.js');
const LAZY_CHUNKS_PLUGIN = path.join(ROOT, 'scripts', 'babel', 'lazyChunks.js');
const contentHash = (file) => require('node:crypto').createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Never precached by the service worker: licences, precompressed twins, maps, crawler files. */
const PRECACHE_EXCLUDE = [/\.LICENSE\.txt$/, /\.(gz|br)$/, /\.map$/, /^robots\.txt$/, /^chunk-files\.json$/];
/** The map the server reads to preload a page's route chunk (server/firstPaint/chunkFiles.ts). */
const CHUNK_FILES = 'chunk-files.json';

/** Writes the parts of the stats the bundle benchmark reads (cheap: no modules, no reasons). */
class WriteStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('WriteStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkGroups: true,
        entrypoints: true,
        outputPath: true,
        publicPath: true,
      });
      fs.mkdirSync(path.dirname(STATS_FILE), { recursive: true });
      fs.writeFileSync(STATS_FILE, JSON.stringify(json));
    });
  }
}

/**
 * Writes dist/chunk-files.json: for each named chunk group (a lazy route such as
 * "category-page"), the JavaScript and CSS files it needs, so the server can preload exactly those.
 */
class ChunkFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
          groups[name] = [...new Set(files)].map((file) => `/${file}`);
        }
        compilation.emitAsset(CHUNK_FILES, new sources.RawSource(JSON.stringify(groups)));
      });
    });
  }
}

module.exports = (_env, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const isProduction = mode === 'production';
  const isDevServer = Boolean(process.env.WEBPACK_SERVE);

  const cssLoaders = (modules) => [
    isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
    {
      loader: 'css-loader',
      options: {
        importLoaders: 0,
        // `import styles from './x.module.css'` gives a typed object (types/css-modules.d.ts).
        modules: modules
          ? {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: isProduction ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
            }
          : false,
      },
    },
  ];

  const plugins = [
    new HtmlWebpackPlugin({
      template: path.join(ROOT, 'src', 'template.html'),
      // Kept as written: the static shell is small, and its markup is what the tests look for.
      minify: false,
    }),
    new CopyWebpackPlugin({ patterns: [{ from: path.join(ROOT, 'static'), to: DIST }] }),
  ];

  if (isProduction) {
    plugins.push(
      new MiniCssExtractPlugin({
        filename: 'static/css/[name].[contenthash:8].css',
        chunkFilename: 'static/css/[name].[contenthash:8].chunk.css',
      }),
      new InjectManifest({
        swSrc: path.join(ROOT, 'sw', 'index.ts'),
        swDest: 'sw.js',
        exclude: PRECACHE_EXCLUDE,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Hashed names change with their content: no extra revision needed.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      }),
      new CompressionPlugin({
        filename: '[path][base].gz',
        algorithm: 'gzip',
        compressionOptions: { level: 9 },
        test: COMPRESSIBLE,
        threshold: 1024,
        minRatio: 0.9,
      }),
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        test: COMPRESSIBLE,
        threshold: 1024,
        minRatio: 0.9,
      }),
      new InlineShellCssPlugin(),
      new WriteStatsPlugin(),
      new ChunkFilesPlugin(),
    );
  }

  return {
    mode,
    context: ROOT,
    // The shell's stylesheet is an entry of its own, inlined in the HTML in production (InlineShellCssPlugin).
    entry: { shell: path.join(ROOT, 'src', 'styles', 'index.css'), main: path.join(ROOT, 'src', 'index.tsx') },
    output: {
      path: DIST,
      publicPath: '/',
      filename: isProduction ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: isProduction ? 'static/js/[name].[contenthash:8].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      // Packages' ES2015+ builds where they publish one (rxjs): no ES5 classes and tslib helpers for
      // browsers that have had native classes for years (BROWSER_TARGETS in babel.config.js).
      conditionNames: ['es2015', '...'],
      // `@i18n/en_US.json?group=product-page`: one message group's strings (src/lib/i18n/messageGroups.ts).
      alias: {
        '@i18n': path.join(ROOT, 'i18n'),
        // Messages arrive parsed (messageGroupLoader.js): react-intl formats them without the ICU parser.
        '@formatjs/icu-messageformat-parser$': path.join(ROOT, 'node_modules', '@formatjs', 'icu-messageformat-parser', 'no-parser.js'),
        // react-router's package exports only its development build (dev warnings kept in); the
        // production build beside it is the same code with them compiled out.
        ...(isProduction ? { 'react-router$': path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs'), 'react-router/dom$': path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production', 'dom-export.mjs') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [/(^\?|&)withStrings=/] },
          use: {
            loader: 'babel-loader',
            // envName picks the preset-react runtime: production must never emit jsxDEV.
            // The cache is keyed on Babel's config, not on our plugin's code: its contents bust it too.
            options: { envName: mode, cacheDirectory: path.join(ROOT, '.cache', 'babel'), cacheIdentifier: `lazy-chunks:${contentHash(LAZY_CHUNKS_PLUGIN)}` },
          },
        },
        { test: /[\\/]i18n[\\/][\w-]+\.json$/, resourceQuery: /(^\?|&)group=/, use: MESSAGE_GROUP_LOADER },
        // A lazy part's chunk module: the part and its strings (scripts/babel/lazyChunks.js).
        { test: /\.tsx?$/, resourceQuery: /(^\?|&)withStrings=/, type: 'javascript/auto', use: WITH_STRINGS_LOADER },
        { test: /\.module\.css$/, use: cssLoaders(true) },
        { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The framework changes rarely: its own long-cached file, apart from app code. Redux's and
          // react-intl's few KB ride along (a file of their own cost a request and its own gzip framing).
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|redux|react-redux|redux-thunk|use-sync-external-store|react-intl|@formatjs|intl-messageformat)[\\/]/,
            name: 'framework',
            // Only what the first page needs: library code only a lazy chunk uses stays with that chunk.
            chunks: 'initial',
            priority: 30,
            enforce: true,
          },
          apollo: {
            test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism|tslib|ts-invariant|@graphql-typed-document-node)[\\/]/,
            name: 'apollo',
            // Only what the first page needs: library code only a lazy chunk uses stays with that chunk.
            chunks: 'initial',
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    plugins,
    performance: isProduction
      ? { hints: 'warning', maxEntrypointSize: 640 * 1024, maxAssetSize: 320 * 1024, assetFilter: (file) => /\.(js|css)$/.test(file) }
      : false,
    stats: isDevServer ? 'errors-warnings' : 'normal',
    cache: { type: 'filesystem', cacheDirectory: path.join(ROOT, '.cache', 'webpack'), buildDependencies: { config: [__filename, MESSAGE_GROUP_LOADER] } },
  };
};
