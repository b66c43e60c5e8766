// `npm run bench:bundle [-- --build]`: gzip sizes of what "/" loads first and of each lazy chunk.
// Builds in production mode when dist/ or the stats are missing, or when --build is passed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatReport, measureBundle, reportJson, type BundleStats } from './bundleSize';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
/** Written by webpack.config.js (WriteStatsPlugin) on every production build. */
const STATS_FILE = path.join(ROOT, '.cache', 'webpack-stats.json');

function build(): void {
  const started = Date.now();
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  execFileSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`production build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function main(): void {
  const missing = !fs.existsSync(path.join(DIST, 'index.html')) || !fs.existsSync(STATS_FILE);
  if (missing || process.argv.includes('--build')) build();
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8')) as BundleStats;
  const report = measureBundle(stats, (file) => fs.readFileSync(path.join(DIST, file)));
  console.log(formatReport(report));
  console.log(reportJson(report));
}

main();
