/**
 * Test fixtures in both forms Magento writes Page Builder styles: a template marks styled elements
 * with `pb="css"` (and optionally `pb-mobile="css"` for the max-width 768 px rule), and becomes
 * - 2.4 form: `data-pb-style="ID"` attributes and one leading <style> block of
 *   `#html-body [data-pb-style=ID]{...}` rules, mobile rules in a media query;
 * - 2.3 form: inline `style="css"` attributes (2.3 had no mobile rules).
 */
export type StorageForm = '2.4' | '2.3';

const STYLED = /\spb="([^"]*)"(?:\spb-mobile="([^"]*)")?/g;

export function inForm(template: string, form: StorageForm): string {
  if (form === '2.3') return template.replace(STYLED, (_match, css: string) => ` style="${css}"`);
  const rules: string[] = [];
  let counter = 0;
  const markup = template.replace(STYLED, (_match, css: string, mobile?: string) => {
    counter += 1;
    const id = `T${counter.toString(36).toUpperCase()}X${counter}`;
    rules.push(`#html-body [data-pb-style=${id}]{${css}}`);
    if (mobile) rules.push(`@media only screen and (max-width: 768px){#html-body [data-pb-style=${id}]{${mobile}}}`);
    return ` data-pb-style="${id}"`;
  });
  return `<style>${rules.join('')}</style>${markup}`;
}

export const BOTH_FORMS: StorageForm[] = ['2.4', '2.3'];

/** `data-background-images` as Page Builder stores it: JSON with backslash-escaped quotes. */
export const backgroundImages = (images: Record<string, string>) => `data-background-images="${JSON.stringify(images).replace(/"/g, '\\&quot;')}"`;
