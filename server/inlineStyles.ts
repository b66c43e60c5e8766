import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { INSTALL_HIDDEN_SCRIPT } from '../src/app/pages/forServer';

/*
 * The build inlines the static shell's stylesheet in index.html (scripts/webpack/
 * inlineShellCssPlugin.js), so the shell paints without waiting for a CSS request. The Content
 * Security Policy still allows no inline style in general: it names these exact <style> elements
 * by their SHA-256 hash, read from the build the server serves. Likewise the one inline script
 * the server writes, by the hash of its fixed text.
 */

/** The `'sha256-…'` source that allows an inline element with this text, as CSP hashes it. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` sources for each <style> element of `html`, as CSP hashes them (the element's text). */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hashSource(css));
}

/** The one inline script the server writes into pages (the shell's install offer: src/features/chrome/install-app/shellInstallOffer.ts). */
export const INLINE_SCRIPT_SOURCES = [hashSource(INSTALL_HIDDEN_SCRIPT)];

/** The sources for dist/index.html's <style> elements; none when there is no build yet. */
export function readInlineStyleSources(distDir: string): string[] {
  try {
    return inlineStyleSources(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
