import { useInsertionEffect, useMemo } from 'react';
import { adoptMediaRules } from './mediaRules';
import { parseStorageHtml, type ParsedContent } from './parse/parseStorageHtml';

const EMPTY: ParsedContent = { nodes: [], mediaRules: [] };

/** Talon: storage HTML parsed once into content types; its mobile rules adopted before paint. */
export function usePageBuilderContent(html: string): ParsedContent {
  const parsed = useMemo(() => {
    try {
      return parseStorageHtml(html);
    } catch (error) {
      console.error('Page Builder: the content could not be parsed.', error);
      return EMPTY;
    }
  }, [html]);
  useInsertionEffect(() => adoptMediaRules(parsed.mediaRules), [parsed]);
  return parsed;
}
