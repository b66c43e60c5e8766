import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The build inlines the static shell's stylesheet in index.html (scripts/webpack/
 * inlineShellCssPlugin.js), so the shell paints without waiting for a CSS request. The Content
 * Security Policy still allows no inline style in general: it names these exact <style> elements
 * by their SHA-256 hash, read from the build the server serves.
 */

/** `'sha256-…'` sources for each <style> element of `html`, as CSP hashes them (the element's text). */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
}

/** The sources for dist/index.html's <style> elements; none when there is no build yet. */
export function readInlineStyleSources(distDir: string): string[] {
  try {
    return inlineStyleSources(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
