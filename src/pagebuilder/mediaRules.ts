import { type MediaRule } from './parse/styleRules';

/**
 * The CSS text of a stored media-query rule, aimed at the rendered element that carries the same
 * data-pb-style id. `!important` because the element's other styles arrive as inline style props.
 */
export function mediaRuleCss({ media, styleId, declarations }: MediaRule): string {
  const body = declarations.map(([property, value]) => `${property}:${value} !important`).join(';');
  return `@media ${media}{[data-pb-style="${styleId}"]{${body}}}`;
}

let sheet: CSSStyleSheet | null = null;
const added = new Set<string>();

const canAdopt = () =>
  typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function' && 'insertRule' in CSSStyleSheet.prototype;

/**
 * Adds Page Builder's media-query rules to one constructed stylesheet adopted by the document.
 * The CSP forbids inline <style>; a constructed sheet is CSSOM and allowed. Each rule is added once.
 */
export function adoptMediaRules(rules: readonly MediaRule[]): void {
  if (!rules.length || !canAdopt()) return;
  for (const rule of rules) {
    const css = mediaRuleCss(rule);
    if (added.has(css)) continue;
    added.add(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    try {
      sheet.insertRule(css, sheet.cssRules.length);
    } catch {
      // A media query or value the browser rejects: the rule is skipped, as a browser would.
    }
  }
}
