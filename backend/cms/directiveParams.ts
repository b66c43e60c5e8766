import { decodeEntities } from './html';

/**
 * The `name="value"` pairs of a template directive such as
 * `{{widget type="Magento\Cms\Block\Widget\Block" block_id="5"}}`, read as Magento's parameter
 * tokenizer reads them: values quoted with " or ' or not at all. Directives stored inside HTML
 * may quote with `&quot;` (in an attribute) and Page Builder writes a `"` inside a value as
 * `&quote;`; both are accepted, and the HTML character references of the text are decoded.
 */
export function parseDirectiveParams(body: string): Record<string, string> {
  const text = body.replace(/&quot;/g, '"');
  const params: Record<string, string> = {};
  const pair = /([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;
  for (let match = pair.exec(text); match; match = pair.exec(text)) {
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    params[match[1].toLowerCase()] = decodeEntities(raw.replace(/&quote;/g, '"'));
  }
  return params;
}

/** A PHP class name as written in a directive (`Magento\\Cms\\...` or `\Magento\Cms\...`), normalised to `Magento\Cms\...`. */
export const normaliseClassName = (value: string) => value.trim().replace(/\\+/g, '\\').replace(/^\\/, '');
