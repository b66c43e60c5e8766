/**
 * The SKUs a products content type shows. Magento renders the widget before GraphQL returns the
 * content, so the list arrives as HTML whose add-to-cart forms carry data-product-sku; content that
 * still holds the widget directive names them in its SKU condition (conditions_encoded).
 */
export function readSkus(element: Element): string[] {
  const rendered = Array.from(element.querySelectorAll('[data-product-sku]'), (item) => item.getAttribute('data-product-sku')?.trim() ?? '');
  const skus = rendered.length ? rendered : skusFromCondition(element.innerHTML);
  return [...new Set(skus.filter(Boolean))];
}

const ENCODED_CONDITIONS = /conditions_encoded=(?:"|&quot;)([\s\S]*?)(?:"|&quot;)\s*(?:\w+=|\}\})/;

/** Magento's encoding of widget conditions: ^[ ^] for braces, backticks for quotes, || for backslashes. */
function decodeConditions(encoded: string): unknown {
  const json = encoded.replace(/\^\[/g, '{').replace(/\^\]/g, '}').replace(/`/g, '"').replace(/\|\|/g, '\\\\');
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/** The SKUs of the `sku is one of` conditions of a ProductsList widget directive; [] when there are none. */
export function skusFromCondition(html: string): string[] {
  const encoded = ENCODED_CONDITIONS.exec(html.replace(/&amp;/g, '&'))?.[1];
  const conditions = encoded ? decodeConditions(encoded) : null;
  if (!conditions || typeof conditions !== 'object') return [];
  return Object.values(conditions as Record<string, unknown>).flatMap((condition) => {
    if (!condition || typeof condition !== 'object') return [];
    const { attribute, value } = condition as { attribute?: unknown; value?: unknown };
    if (attribute !== 'sku' || typeof value !== 'string') return [];
    return value.split(',').map((sku) => sku.trim());
  });
}
