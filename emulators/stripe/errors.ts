/**
 * Errors in Stripe's shape: `{"error": {type, code, message, param, decline_code, doc_url}}`
 * with the HTTP status stripe-node maps to its error classes (400/404 → StripeInvalidRequestError,
 * 401 → StripeAuthenticationError, 402 → StripeCardError, 409 → idempotency conflicts).
 */
export type StripeErrorType = 'invalid_request_error' | 'api_error' | 'card_error' | 'idempotency_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    const doc = this.body.code ? { doc_url: `https://stripe.com/docs/error-codes/${this.body.code.replace(/_/g, '-')}` } : {};
    return { error: { ...doc, ...this.body } };
  }
}

/** What Stripe calls each object in "No such …" messages. */
const RESOURCE_NAMES: Record<string, string> = {
  customer: 'customer',
  product: 'product',
  price: 'price',
  'checkout.session': 'checkout.session',
  'billing_portal.session': 'billing_portal.session',
  subscription: 'subscription',
  subscription_item: 'subscription_item',
  invoice: 'invoice',
  event: 'event',
};

export function resourceMissing(object: string, id: string, param?: string): StripeApiError {
  // A missing id in the URL is a 404; a missing id given as a parameter is a 400 naming it.
  return new StripeApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${RESOURCE_NAMES[object] ?? object}: '${id}'`,
    ...(param ? { param } : {}),
  });
}

export function parameterMissing(param: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param });
}

export function parameterInvalid(param: string, code: string, message: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, message, param });
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). The Cuecard Stripe emulator implements only the endpoints the app calls; see emulators/stripe/api-routes.ts.`,
  });
}

export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
