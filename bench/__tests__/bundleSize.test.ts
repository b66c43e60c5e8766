import { formatReport, gzipSize, measureBundle, reportJson, type BundleStats } from '../bundleSize';

const files: Record<string, Buffer> = {
  'static/js/runtime.js': Buffer.from('runtime();'.repeat(20)),
  'static/js/framework.js': Buffer.from('react();'.repeat(500)),
  'static/js/main.js': Buffer.from('app();'.repeat(100)),
  'static/css/main.css': Buffer.from('.a{color:red}'.repeat(50)),
  'static/js/home.chunk.js': Buffer.from('home();'.repeat(40)),
  'static/css/home.chunk.css': Buffer.from('.h{margin:0}'.repeat(10)),
  'static/js/cart.chunk.js': Buffer.from('cart();'.repeat(30)),
};
const readAsset = (file: string) => {
  const content = files[file];
  if (!content) throw new Error(`unexpected read of ${file}`);
  return content;
};
const assets = (...names: string[]) => names.map((name) => ({ name }));

const stats: BundleStats = {
  entrypoints: { main: { assets: assets('static/js/runtime.js', 'static/js/framework.js', 'static/css/main.css', 'static/js/main.js', 'static/js/main.js.map') } },
  namedChunkGroups: {
    main: { assets: assets('static/js/runtime.js', 'static/js/main.js') },
    // A group lists the shared framework chunk too: it is already loaded, so it is not counted again.
    home: { assets: assets('static/js/framework.js', 'static/js/home.chunk.js', 'static/css/home.chunk.css') },
    cart: { assets: assets('static/js/cart.chunk.js') },
  },
};

const gz = (...names: string[]) => names.reduce((total, name) => total + gzipSize(files[name]), 0);

describe('measureBundle', () => {
  const report = measureBundle(stats, readAsset);

  it('sums the gzip sizes of the entry scripts and stylesheets, ignoring maps', () => {
    expect(report.initial.js).toBe(gz('static/js/runtime.js', 'static/js/framework.js', 'static/js/main.js'));
    expect(report.initial.css).toBe(gz('static/css/main.css'));
    expect(report.initial.files).not.toContain('static/js/main.js.map');
  });

  it('counts for each lazy chunk only what it adds to the initial files', () => {
    expect(report.chunks.map((line) => line.name)).toEqual(['cart', 'home']);
    const home = report.chunks.find((line) => line.name === 'home')!;
    expect(home.js).toBe(gz('static/js/home.chunk.js'));
    expect(home.css).toBe(gz('static/css/home.chunk.css'));
  });

  it('totals the initial and the lazy bytes', () => {
    expect(report.totals.initial).toBe(report.initial.js + report.initial.css);
    expect(report.totals.chunks).toBe(gz('static/js/home.chunk.js', 'static/css/home.chunk.css', 'static/js/cart.chunk.js'));
    expect(report.totals.all).toBe(report.totals.initial + report.totals.chunks);
  });

  it('prints a table row per chunk and a machine-readable line', () => {
    expect(formatReport(report).split('\n').map((row) => row.trim().split(/\s{2,}/)[0])).toEqual([
      'chunk',
      'initial (/)',
      'cart',
      'home',
      'total initial',
      'total lazy',
    ]);
    expect(JSON.parse(reportJson(report))).toMatchObject({ bench: 'bundle-size', initialJsGzip: report.initial.js, chunks: { cart: { jsGzip: report.chunks[0].js } } });
  });

  it('fails clearly when the entry is missing', () => {
    expect(() => measureBundle(stats, readAsset, 'other')).toThrow('no entrypoint "other"');
  });
});
