// What counts as "runs" for a third-party operation: an answer Magento could give. Business errors
// of Magento's own kinds are fine (an operation run with the seed's values may well ask for
// something that is not there); a request or validation error, an internal error or an HTTP 5xx is not.

/** Magento's client-safe exception categories (GraphQl*Exception). */
export const BUSINESS_ERROR_CATEGORIES: readonly string[] = [
  'graphql-input',
  'graphql-no-such-entity',
  'graphql-authorization',
  'graphql-authentication',
  'graphql-already-exists',
];

interface GraphQlErrorBody {
  message?: unknown;
  extensions?: { category?: unknown };
  path?: unknown;
}

/** Problems with one HTTP answer to a GraphQL request; empty when it is acceptable. */
export function responseProblems(status: number, body: unknown): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}`);
  if (!body || typeof body !== 'object') return [...problems, 'the answer is not a JSON object'];
  const { data, errors } = body as { data?: unknown; errors?: GraphQlErrorBody[] };
  for (const error of errors ?? []) {
    const category = typeof error.extensions?.category === 'string' ? error.extensions.category : '(none)';
    if (!BUSINESS_ERROR_CATEGORIES.includes(category) || error.message === 'Internal server error') {
      const where = Array.isArray(error.path) ? ` at ${error.path.join('.')}` : '';
      problems.push(`[${category}] ${String(error.message)}${where}`);
    }
  }
  if (data === undefined && problems.length === 0) problems.push('no data in the answer');
  return problems;
}
