// Magento's GraphQL exception classes: the message is shown to the client as written and
// `extensions.category` tells its kind. Anything else thrown is masked as an internal error.

export class GraphQlException extends Error {
  readonly category: string;

  constructor(message: string, category: string) {
    super(message);
    this.name = new.target.name;
    this.category = category;
  }
}

export class GraphQlInputException extends GraphQlException {
  constructor(message: string) {
    super(message, 'graphql-input');
  }
}

export class GraphQlNoSuchEntityException extends GraphQlException {
  constructor(message: string) {
    super(message, 'graphql-no-such-entity');
  }
}

export class GraphQlAuthorizationException extends GraphQlException {
  constructor(message: string) {
    super(message, 'graphql-authorization');
  }
}

export class GraphQlAuthenticationException extends GraphQlException {
  constructor(message: string) {
    super(message, 'graphql-authentication');
  }
}

export class GraphQlAlreadyExistsException extends GraphQlException {
  constructor(message: string) {
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
