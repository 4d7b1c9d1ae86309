import { requestIdOf } from '../internal/request-id.ts';

/**
 * Every error the SDK throws is a {@link PlatformError}. Failures with an HTTP answer are
 * {@link APIError}s, one subclass per status family; failures without one are connection,
 * timeout or abort errors. Catch the class you care about:
 *
 * @example
 * try {
 *   await client.assistants.retrieve('id');
 * } catch (err) {
 *   if (err instanceof NotFoundError) return null;
 *   if (err instanceof APIError) console.error(err.status, err.requestID, err.error);
 *   throw err;
 * }
 */
export class PlatformError extends Error {
  override name = 'PlatformError';
}

/** Longest message taken from an error body; the whole body stays available on `error`. */
const MAX_MESSAGE_LENGTH = 500;

/**
 * A request failed: either the platform answered with a non-2xx status (`status`, `headers`,
 * `error` and `requestID` are set) or no answer arrived (see {@link APIConnectionError}).
 */
export class APIError extends PlatformError {
  override name = 'APIError';
  /** The HTTP status, or `undefined` when no answer arrived. */
  readonly status: number | undefined;
  /** The answer's headers, or `undefined` when no answer arrived. */
  readonly headers: Headers | undefined;
  /** The error body: parsed JSON when it was JSON (`{ message, error, statusCode }`), else its text. */
  readonly error: unknown;
  /** The platform's id for this request, for support tickets (`x-request-id`, `request-id` or `cf-ray`). */
  readonly requestID: string | undefined;

  constructor(
    status: number | undefined,
    error: unknown,
    message: string | undefined,
    headers: Headers | undefined,
  ) {
    super(composeMessage(status, error, message));
    this.status = status;
    this.error = error;
    this.headers = headers;
    this.requestID = requestIdOf(headers);
  }

  /**
   * Builds the error class that matches a status: 400 {@link BadRequestError}, 401
   * {@link AuthenticationError}, 403 {@link PermissionDeniedError}, 404 {@link NotFoundError},
   * 409 {@link ConflictError}, 422 {@link UnprocessableEntityError}, 429 {@link RateLimitError},
   * 5xx {@link InternalServerError}; without a status or headers an {@link APIConnectionError}.
   */
  static generate(
    status: number | undefined,
    body: unknown,
    message: string | undefined,
    headers: Headers | undefined,
  ): APIError {
    if (status === undefined || headers === undefined) {
      return new APIConnectionError({
        message,
        cause: body instanceof Error ? body : undefined,
      });
    }
    const ErrorClass = STATUS_CLASSES[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new ErrorClass(status, body, message, headers);
  }
}

/** 400: the request was malformed; `error.message` lists the problems. */
export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}
/** 401: the key is missing, wrong, or of the wrong kind (private vs public). */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
/** 403: the key may not do this. */
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}
/** 404: no such resource. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
/** 409: the resource is in a state that forbids this (e.g. deleting a pinned assistant). */
export class ConflictError extends APIError {
  override name = 'ConflictError';
}
/** 422: the request was well-formed but not acceptable. */
export class UnprocessableEntityError extends APIError {
  override name = 'UnprocessableEntityError';
}
/** 429: too many requests; retried automatically before this is thrown. */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
}
/** 5xx: the platform failed; retried automatically before this is thrown. */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}

/** No answer arrived: DNS, refused or reset connection, CORS, or a body cut off mid-way. */
export class APIConnectionError extends APIError {
  override name = 'APIConnectionError';
  constructor({ message, cause }: { message?: string | undefined; cause?: unknown } = {}) {
    super(undefined, undefined, message ?? 'Connection error.', undefined);
    if (cause !== undefined) this.cause = cause;
  }
}

/** No answer arrived within `timeout` milliseconds (on the last attempt). */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor({ message }: { message?: string } = {}) {
    super({ message: message ?? 'Request timed out.' });
  }
}

/** The caller's `AbortSignal` fired; never retried. */
export class APIUserAbortError extends APIError {
  override name = 'APIUserAbortError';
  constructor({ message, cause }: { message?: string; cause?: unknown } = {}) {
    super(undefined, undefined, message ?? 'Request was aborted.', undefined);
    if (cause !== undefined) this.cause = cause;
  }
}

type APIErrorClass = new (
  status: number,
  error: unknown,
  message: string | undefined,
  headers: Headers,
) => APIError;

const STATUS_CLASSES: Partial<Record<number, APIErrorClass>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** "404 Assistant not found": the status, then the most useful text the body offers. */
function composeMessage(status: number | undefined, body: unknown, fallback?: string): string {
  const detail = truncate(describeBody(body) ?? fallback ?? '');
  if (status === undefined) return detail || '(no status code or body)';
  return detail ? `${status} ${detail}` : `${status} status code (no body)`;
}

/** The platform's error body is NestJS's `{ message: string | string[], error, statusCode }`. */
function describeBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join('; ');
  if (typeof error === 'string' && error) return error;
  return JSON.stringify(body);
}

function truncate(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}
