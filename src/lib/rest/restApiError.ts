/** Magento REST placeholders: `%name` from a parameters object, `%1` from a parameters list. */
export function fillMagentoPlaceholders(message: string, parameters: unknown): string {
  if (typeof parameters !== 'object' || parameters === null) return message;
  return message.replace(/%(\w+)/g, (placeholder, name: string) => {
    const value = Array.isArray(parameters)
      ? /^\d+$/.test(name)
        ? parameters[Number(name) - 1]
        : undefined
      : (parameters as Record<string, unknown>)[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

interface ParsedBody {
  serverMessage: string;
  extraInfo?: Record<string, unknown>;
  trace?: string;
}

/** Magento answers `{message, parameters, trace?, ...}`; anything else is shown as text. */
function parseErrorBody(bodyText: string, statusText: string): ParsedBody {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const { message, trace, ...rest } = body as Record<string, unknown>;
      return {
        serverMessage:
          typeof message === 'string' ? fillMagentoPlaceholders(message, rest.parameters) : statusText,
        extraInfo: Object.keys(rest).length ? rest : undefined,
        trace: typeof trace === 'string' ? trace : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): the text itself is the message.
  }
  return { serverMessage: bodyText.trim() || statusText };
}

/**
 * A REST call that the server answered with a non-2xx status (spec §8: method,
 * URL, status, status text, server message, extra info, trace). `message` is the
 * full report for logs; `serverMessage` is what a shopper may be shown.
 */
export class RestApiError extends Error {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly serverMessage: string;
  readonly extraInfo?: Record<string, unknown>;
  readonly trace?: string;

  constructor({
    method,
    url,
    status,
    statusText,
    bodyText,
  }: {
    method: string;
    url: string;
    status: number;
    statusText: string;
    bodyText: string;
  }) {
    const { serverMessage, extraInfo, trace } = parseErrorBody(bodyText, statusText);
    const report = [`${method} ${url} responded ${status} ${statusText}: ${serverMessage}`];
    if (extraInfo) report.push(`Additional info: ${JSON.stringify(extraInfo, null, 2)}`);
    if (trace) report.push(`Magento PHP stack trace:\n${trace}`);
    super(report.join('\n\n'));
    this.name = 'RestApiError';
    this.method = method;
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = serverMessage;
    this.extraInfo = extraInfo;
    this.trace = trace;
  }
}
