/** The HTTP methods the platform's REST API uses. */
export type HTTPMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Per-request options, taken last by every SDK method. Anything set here wins over the
 * client's options for this one call.
 *
 * @example
 * await client.calls.list({ limit: 10 }, { timeout: 5_000, maxRetries: 0, signal });
 */
export interface RequestOptions {
  /**
   * Query parameters. Arrays become repeated keys (`idAny=a&idAny=b`), `Date`s ISO strings,
   * and `undefined`/`null` values are left out.
   */
  query?: Record<string, unknown> | undefined;
  /** The request body, sent as JSON unless `multipart` is set (a `FormData` is sent as is). */
  body?: unknown;
  /**
   * Send `body` as `multipart/form-data`. Its fields may be `Blob`/`File`, Node `Buffer` or
   * `Uint8Array`, Node `Readable` or web `ReadableStream` (read into a `Blob`), strings,
   * numbers, booleans, arrays (one part per element) and plain objects (as a JSON string).
   */
  multipart?: boolean | undefined;
  /** Extra headers; `null` removes a header the client would otherwise send. */
  headers?: Record<string, string | null | undefined> | undefined;
  /** Milliseconds to wait for each attempt's answer, body included. Default: the client's. */
  timeout?: number | undefined;
  /**
   * How many times to retry a failed attempt. Default: the client's (2). POST and PATCH are
   * only retried with an `idempotencyKey`, or after a refused connection (nothing was sent).
   */
  maxRetries?: number | undefined;
  /** Cancels the request, including retries and a body still being read. */
  signal?: AbortSignal | undefined;
  /** `false` sends no `Authorization` header (the one unauthenticated operation). Default `true`. */
  auth?: boolean | undefined;
  /**
   * Sent as `Idempotency-Key` on every attempt of this call, so a retry cannot act twice; it
   * also lets a POST or PATCH be retried after a timeout, 409, 429 or 5xx. `true` makes a new
   * random key for this call (once, before the first attempt).
   */
  idempotencyKey?: string | true | undefined;
}

/** {@link RequestOptions} plus what a resource method fills in: the method and the path. */
export interface FinalRequestOptions extends RequestOptions {
  method: HTTPMethod;
  /** The path below the base URL, starting with `/`; build it with the `path` tag. */
  path: string;
}
