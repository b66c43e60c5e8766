import { cssBlocks, cssDeclarations } from './cssText';

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

function styleIdsOf(selectors: readonly string[]): string[] {
  return selectors.map((selector) => PB_SELECTOR.exec(selector.trim())?.[1]).filter((id): id is string => Boolean(id));
}

/** Reads the rules of Page Builder's `<style>` blocks; anything unreadable is skipped, never thrown. */
export function readStyleRules(cssTexts: readonly string[]): StyleRules {
  const byStyleId = new Map<string, Array<readonly [string, string]>>();
  const mediaRules: MediaRule[] = [];
  const addRule = ({ prelude, body }: { prelude: string; body: string }, media: string | null) => {
    const declarations = cssDeclarations(body);
    for (const styleId of styleIdsOf(prelude.split(','))) {
      if (media) mediaRules.push({ media, styleId, declarations });
      else byStyleId.set(styleId, [...(byStyleId.get(styleId) ?? []), ...declarations]);
    }
  };
  for (const css of cssTexts) {
    for (const block of cssBlocks(css)) {
      const media = /^@media\s+([\s\S]+)$/i.exec(block.prelude)?.[1].trim();
      if (media) for (const rule of cssBlocks(block.body)) addRule(rule, media);
      else if (!block.prelude.startsWith('@')) addRule(block, null);
    }
  }
  return { byStyleId, mediaRules };
}

/** The declarations of a `style` attribute's text (Page Builder before 2.4 writes styles inline). */
export function readInlineStyle(text: string | null): Declarations {
  return text ? cssDeclarations(text) : [];
}
