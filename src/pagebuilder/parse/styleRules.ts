import { CssTypes, parse, type CssAtRuleAST, type CssDeclarationAST } from '@adobe/css-tools';

/** Declarations in the order written, property names lower-cased, `!important` dropped. */
export type Declarations = ReadonlyArray<readonly [property: string, value: string]>;

/** A data-pb-style rule that applies only under a media query (Page Builder's mobile overrides). */
export interface MediaRule {
  media: string;
  styleId: string;
  declarations: Declarations;
}

export interface StyleRules {
  /** data-pb-style id -> its declarations outside any media query. */
  byStyleId: ReadonlyMap<string, Declarations>;
  mediaRules: readonly MediaRule[];
}

/** `#html-body [data-pb-style=ABC123]`, the only selector shape Page Builder writes for its styles. */
const PB_SELECTOR = /^(?:#html-body\s+)?\[data-pb-style=["']?([\w-]+)["']?\]$/;

const isDeclaration = (node: { type: string }): node is CssDeclarationAST => node.type === CssTypes.declaration;

function declarationsOf(nodes: ReadonlyArray<{ type: string }>): Declarations {
  const result: Array<[string, string]> = [];
  for (const node of nodes) {
    if (!isDeclaration(node) || !node.property || node.value === undefined) continue;
    result.push([node.property.trim().toLowerCase(), node.value.replace(/\s*!important\s*$/i, '').trim()]);
  }
  return result;
}

function styleIdsOf(selectors: readonly string[]): string[] {
  return selectors.map((selector) => PB_SELECTOR.exec(selector.trim())?.[1]).filter((id): id is string => Boolean(id));
}

function collect(rules: readonly CssAtRuleAST[], media: string | null, byStyleId: Map<string, Array<readonly [string, string]>>, mediaRules: MediaRule[]) {
  for (const rule of rules) {
    if (rule.type === CssTypes.rule) {
      const declarations = declarationsOf(rule.declarations);
      for (const styleId of styleIdsOf(rule.selectors)) {
        if (media) mediaRules.push({ media, styleId, declarations });
        else byStyleId.set(styleId, [...(byStyleId.get(styleId) ?? []), ...declarations]);
      }
    } else if (rule.type === CssTypes.media && !media) {
      collect(rule.rules as CssAtRuleAST[], rule.media.trim(), byStyleId, mediaRules);
    }
  }
}

/** Reads the rules of Page Builder's `<style>` blocks; anything unparsable is skipped, never thrown. */
export function readStyleRules(cssTexts: readonly string[]): StyleRules {
  const byStyleId = new Map<string, Array<readonly [string, string]>>();
  const mediaRules: MediaRule[] = [];
  for (const css of cssTexts) {
    const sheet = parse(css, { silent: true });
    collect(sheet.stylesheet.rules, null, byStyleId, mediaRules);
  }
  return { byStyleId, mediaRules };
}

/** The declarations of a `style` attribute's text (Page Builder before 2.4 writes styles inline). */
export function readInlineStyle(text: string | null): Declarations {
  if (!text?.trim()) return [];
  const sheet = parse(`x{${text.replace(/[{}]/g, '')}}`, { silent: true });
  const rule = sheet.stylesheet.rules[0];
  return rule?.type === CssTypes.rule ? declarationsOf(rule.declarations) : [];
}
