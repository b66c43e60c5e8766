import zlib from 'node:zlib';

/** The part of webpack's stats JSON the benchmark reads (entrypoints + named chunk groups). */
export interface BundleStats {
  entrypoints: Record<string, { assets: Array<{ name: string }> }>;
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

export interface SizeLine {
  name: string;
  files: string[];
  /** Gzip (level 9) bytes of the JavaScript files. */
  js: number;
  /** Gzip (level 9) bytes of the CSS files. */
  css: number;
}

export interface BundleReport {
  /** What "/" downloads before anything renders: the entry's scripts and stylesheets. */
  initial: SizeLine;
  /** Per lazy chunk (by chunk name): what it adds on top of the initial files. */
  chunks: SizeLine[];
  totals: { initial: number; chunks: number; all: number };
}

export const gzipSize = (content: Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

const isJs = (file: string) => file.endsWith('.js');
const isCss = (file: string) => file.endsWith('.css');

function sizeLine(name: string, files: string[], readAsset: (file: string) => Buffer): SizeLine {
  const sum = (wanted: (file: string) => boolean) =>
    files.filter(wanted).reduce((total, file) => total + gzipSize(readAsset(file)), 0);
  return { name, files, js: sum(isJs), css: sum(isCss) };
}

/** Gzip sizes of the entry and of every lazy chunk group; `readAsset` reads a file of the build. */
export function measureBundle(stats: BundleStats, readAsset: (file: string) => Buffer, entry = 'main'): BundleReport {
  const entrypoint = stats.entrypoints[entry];
  if (!entrypoint) throw new Error(`webpack stats have no entrypoint "${entry}"`);
  const code = (assets: Array<{ name: string }>) => assets.map((asset) => asset.name).filter((file) => isJs(file) || isCss(file));
  const initialFiles = code(entrypoint.assets);
  const initial = sizeLine(entry, initialFiles, readAsset);
  const chunks = Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name !== entry)
    .map(([name, group]) => sizeLine(name, code(group.assets).filter((file) => !initialFiles.includes(file)), readAsset))
    .sort((a, b) => a.name.localeCompare(b.name));
  const lineTotal = (line: SizeLine) => line.js + line.css;
  const chunkTotal = chunks.reduce((total, line) => total + lineTotal(line), 0);
  return { initial, chunks, totals: { initial: lineTotal(initial), chunks: chunkTotal, all: lineTotal(initial) + chunkTotal } };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table for people. */
export function formatReport(report: BundleReport): string {
  const rows: string[][] = [
    ['chunk', 'js (gzip)', 'css (gzip)'],
    ['initial (/)', kb(report.initial.js), kb(report.initial.css)],
    ...report.chunks.map((line) => [`  ${line.name}`, kb(line.js), kb(line.css)]),
    ['total initial', kb(report.totals.initial), ''],
    ['total lazy', kb(report.totals.chunks), ''],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')).join('\n');
}

/** One JSON line for machines (CI trend charts): byte counts only. */
export function reportJson(report: BundleReport): string {
  return JSON.stringify({
    bench: 'bundle-size',
    initialJsGzip: report.initial.js,
    initialCssGzip: report.initial.css,
    chunks: Object.fromEntries(report.chunks.map((line) => [line.name, { jsGzip: line.js, cssGzip: line.css }])),
    totals: report.totals,
  });
}
