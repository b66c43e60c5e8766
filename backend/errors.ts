// Magento's GraphQL exception classes: the message is shown to the client as written and
// `extensions.category` tells its kind. Anything else thrown is masked as an internal error.

/**
 * Magento's Phrase, as `__('Carrier with such method not found: %1, %2', $carrier, $method)` makes
 * it: the text keeps its placeholders and the values stay apart. GraphQL shows it filled in; REST
 * sends both (Magento's own JS and Venia fill it in themselves).
 */
export interface Phrase {
  readonly text: string;
  /** Values for %1, %2… (positional) or for %name (named). */
  readonly parameters: readonly string[] | Readonly<Record<string, string>>;
}

/** A phrase with positional placeholders (%1, %2…), as Magento's `__()`. */
export const __ = (text: string, ...values: Array<string | number>): Phrase => ({ text, parameters: values.map(String) });

/** A phrase with named placeholders (%fieldName…), as Magento's `__(text, ['fieldName' => …])`. */
export const namedPhrase = (text: string, parameters: Record<string, string | number>): Phrase => ({
  text,
  parameters: Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, String(value)])),
});

/** The text with its placeholders filled (Magento's Phrase\Renderer\Placeholder); an unknown one stays as written. */
export function renderPhrase({ text, parameters }: Phrase): string {
  if (Array.isArray(parameters)) return text.replace(/%(\d+)/g, (whole, index: string) => (parameters as readonly string[])[Number(index) - 1] ?? whole);
  const named = parameters as Readonly<Record<string, string>>;
  return text.replace(/%(\w+)/g, (whole, name: string) => (Object.hasOwn(named, name) ? named[name] : whole));
}

/** Whether a phrase has values to send apart (Magento's REST leaves `parameters` out when it has none). */
export const hasParameters = ({ parameters }: Phrase): boolean => (Array.isArray(parameters) ? parameters.length > 0 : Object.keys(parameters).length > 0);

export class GraphQlException extends Error {
  readonly category: string;
  /** The message as phrased, placeholders and values apart (`message` is it filled in). */
  readonly phrase: Phrase;

  constructor(message: string | Phrase, category: string) {
    const phrase = typeof message === 'string' ? { text: message, parameters: [] } : message;
    super(typeof message === 'string' ? message : renderPhrase(phrase));
    this.name = new.target.name;
    this.category = category;
    this.phrase = phrase;
  }
}

export class GraphQlInputException extends GraphQlException {
  constructor(message: string | Phrase) {
    super(message, 'graphql-input');
  }
}

export class GraphQlNoSuchEntityException extends GraphQlException {
  constructor(message: string | Phrase) {
    super(message, 'graphql-no-such-entity');
  }
}

export class GraphQlAuthorizationException extends GraphQlException {
  constructor(message: string | Phrase) {
    super(message, 'graphql-authorization');
  }
}

export class GraphQlAuthenticationException extends GraphQlException {
  constructor(message: string | Phrase) {
    super(message, 'graphql-authentication');
  }
}

export class GraphQlAlreadyExistsException extends GraphQlException {
  constructor(message: string | Phrase) {
    super(message, 'graphql-already-exists');
  }
}

export const CUSTOMER_NOT_AUTHORIZED = "The current customer isn't authorized.";

/** Magento's GraphQlTooManyRequestsException (Magento\GraphQl\Model\Backpressure): a client over a request limit. */
export class GraphQlTooManyRequestsException extends GraphQlException {
  constructor(
    message = TOO_MANY_REQUESTS,
    /** When to ask again (REST answers it as Retry-After). */
    readonly retryAfterSeconds = 60,
  ) {
    super(message, 'graphql-too-many-requests');
  }
}

/** The message Magento's backpressure validators give (BackpressureFieldValidator, webapi 429). */
export const TOO_MANY_REQUESTS = 'Too Many Requests';
