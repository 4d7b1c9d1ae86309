import { Attempt } from '../internal/attempt.ts';
import { encodeJSONBody, parseErrorBody, parseResponseBody } from '../internal/body.ts';
import { mayRepeat, neverSent, newIdempotencyKey } from '../internal/idempotency.ts';
import { mergeHeaders } from '../internal/headers.ts';
import { toFormData } from '../internal/multipart.ts';
import { requestIdOf } from '../internal/request-id.ts';
import { isRetryableStatus, retryDelayMs } from '../internal/retry.ts';
import { stringifyQuery } from '../internal/utils/query.ts';
import { sleep } from '../internal/utils/sleep.ts';
import { APIPromise, type APIResponseProps } from './api-promise.ts';
import { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from './defaults.ts';
import { APIConnectionError, APIError, APIUserAbortError, PlatformError } from './error.ts';
import type { AbstractPage, PageConstructor } from './pagination.ts';
import { PagePromise } from './pagination.ts';
import type { FinalRequestOptions, RequestOptions } from './request-options.ts';

export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS };
/** Retries after the first attempt. */
export const DEFAULT_MAX_RETRIES = 2;
/** setTimeout fires at once above this, so longer timeouts are refused. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Options of a client; every one but `apiKey` has a default. */
export interface ClientOptions {
  /**
   * The bearer key: a private key on servers, a public key in browsers (web calls). Without
   * one, the first authenticated request fails with "apiKey is required".
   */
  apiKey?: string | undefined;
  /** The API's origin (and optional path prefix). Default `'https://api.vapi.ai'`. */
  baseURL?: string | undefined;
  /** Milliseconds each attempt may take, answer body included. Default `60_000`. */
  timeout?: number | undefined;
  /**
   * Retries of connection errors, timeouts, 408, 409, 429 and 5xx answers. Default `2`. POST
   * and PATCH requests are only retried with an `idempotencyKey`, or after a connection that
   * was refused (nothing was sent).
   */
  maxRetries?: number | undefined;
  /** The `fetch` to use (tests, proxies, older runtimes). Default `globalThis.fetch`. */
  fetch?: typeof fetch | undefined;
  /** Headers sent with every request; a request's own `headers` win. */
  defaultHeaders?: Record<string, string> | undefined;
}

/**
 * The HTTP runtime every resource goes through: bearer auth, JSON and multipart bodies, typed
 * errors, retries with back-off, per-attempt timeouts, cancellation and lazy pagination.
 * `VoiceClient` extends it with one field per resource; use it directly for a raw call.
 *
 * @example
 * const client = new BaseClient({ apiKey: process.env.VAPI_API_KEY });
 * const call = await client.get<{ id: string }>(path`/call/${id}`, { timeout: 10_000 });
 */
export class BaseClient {
  /** The API's origin without a trailing slash, e.g. `'https://api.vapi.ai'`. */
  readonly baseURL: string;
  /** Default milliseconds per attempt. */
  readonly timeout: number;
  /** Default retries per call. */
  readonly maxRetries: number;
  // Private so the key never shows up in logs, `console.log(client)` or JSON.stringify.
  #apiKey: string | undefined;
  #fetch: typeof fetch | undefined;
  #defaultHeaders: Record<string, string>;
  #commonHeaders: Record<string, string> | undefined;

  constructor(options: ClientOptions = {}) {
    this.baseURL = checkBaseURL(options.baseURL ?? DEFAULT_BASE_URL);
    this.timeout = checkTimeout(options.timeout ?? DEFAULT_TIMEOUT_MS);
    this.maxRetries = checkRetries(options.maxRetries ?? DEFAULT_MAX_RETRIES);
    if (options.apiKey !== undefined && /[\r\n]/.test(options.apiKey)) {
      throw new PlatformError('apiKey may not contain line breaks.');
    }
    this.#apiKey = options.apiKey || undefined;
    this.#fetch = options.fetch;
    this.#defaultHeaders = { ...options.defaultHeaders };
  }

  /** Sends a GET; resolves to the parsed body. */
  get<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>({ ...options, method: 'get', path });
  }

  /** Sends a POST; resolves to the parsed body. */
  post<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>({ ...options, method: 'post', path });
  }

  /** Sends a PATCH; resolves to the parsed body. */
  patch<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>({ ...options, method: 'patch', path });
  }

  /** Sends a PUT; resolves to the parsed body. */
  put<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>({ ...options, method: 'put', path });
  }

  /** Sends a DELETE; resolves to the parsed body (`undefined` for an empty answer). */
  delete<T = unknown>(path: string, options?: RequestOptions): APIPromise<T> {
    return this.request<T>({ ...options, method: 'delete', path });
  }

  /** GETs the first page of a list; iterate the result to walk every item lazily. */
  getAPIList<Item, P extends AbstractPage<Item>>(
    path: string,
    Page: PageConstructor<Item, P>,
    options?: RequestOptions,
  ): PagePromise<P, Item> {
    return this.requestAPIList<Item, P>(Page, { ...options, method: 'get', path });
  }

  /** Sends any request; resolves to the parsed body. */
  request<T = unknown>(options: FinalRequestOptions): APIPromise<T> {
    return new APIPromise<T>(this.#send(options), parseResponseBody as ParseBody<T>);
  }

  /** Sends any list request and wraps the answer in `Page`. */
  requestAPIList<Item, P extends AbstractPage<Item>>(
    Page: PageConstructor<Item, P>,
    options: FinalRequestOptions,
  ): PagePromise<P, Item> {
    return new PagePromise<P, Item>(
      this.#send(options),
      async (props) =>
        new Page(this, props.response, await parseResponseBody(props), props.options),
    );
  }

  /** The full URL of a path and query below {@link baseURL}. */
  buildURL(path: string, query?: Record<string, unknown>): string {
    if (!path.startsWith('/') || path.startsWith('//')) {
      // An absolute or protocol-relative URL would send the key to another host.
      throw new PlatformError(`A request path must start with a single "/", got "${path}".`);
    }
    const search = stringifyQuery(query);
    const joiner = search && path.includes('?') ? '&' : '';
    return this.baseURL + path + (joiner ? joiner + search.slice(1) : search);
  }

  /** Runs the attempts of one call; resolves once a 2xx answer's headers are in. */
  async #send(options: FinalRequestOptions): Promise<APIResponseProps> {
    const { signal } = options;
    const maxRetries = checkRetries(options.maxRetries ?? this.maxRetries);
    const timeout = checkTimeout(options.timeout ?? this.timeout);
    const url = this.buildURL(options.path, options.query);
    const fetchFn = this.#fetch ?? globalThis.fetch;
    if (typeof fetchFn !== 'function') {
      throw new PlatformError('No fetch available: pass one as the `fetch` client option.');
    }
    // The body (and the idempotency key) are made once, before the first attempt, so every
    // retry resends exactly the same request.
    const { body, json } = options.multipart
      ? { body: await toFormData(options.body), json: false }
      : encodeJSONBody(options.body);
    const idempotencyKey =
      options.idempotencyKey === true ? newIdempotencyKey() : options.idempotencyKey || undefined;
    let headers = this.#buildHeaders(options, json, idempotencyKey);
    const method = options.method.toUpperCase();
    // Without this, a retry may repeat what an attempt that reached the server already did.
    const repeatable = mayRepeat(method, headers);

    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
      const canRetry = attempt < maxRetries;
      if (attempt > 0) headers = { ...headers, 'x-retry-count': String(attempt) };
      const run = new Attempt(timeout, signal);

      let response: Response;
      try {
        response = await run.race(
          fetchFn(url, { method, headers, body, signal: run.fetchSignal }),
          cancelBody,
        );
      } catch (caught) {
        run.release();
        // A fetch that throws synchronously has not been through the race: wrap it here.
        const error =
          caught instanceof APIError ? caught : new APIConnectionError({ cause: caught });
        if (!canRetry || error instanceof APIUserAbortError) throw error;
        if (!repeatable && !neverSent(error)) throw error;
        await backoff(attempt, undefined, signal);
        continue;
      }

      if (!response.ok) {
        if (repeatable && canRetry && isRetryableStatus(response.status, response.headers)) {
          run.release();
          await cancelBody(response);
          await backoff(attempt, response.headers, signal);
          continue;
        }
        const errorBody = parseErrorBody(await run.readText(response));
        throw APIError.generate(response.status, errorBody, undefined, response.headers);
      }

      return {
        response,
        options,
        get requestId() {
          return requestIdOf(response.headers);
        },
        readText: () => run.readText(response),
        release: () => run.stopTimer(),
      };
    }
  }

  #buildHeaders(
    options: FinalRequestOptions,
    json: boolean,
    idempotencyKey: string | undefined,
  ): Record<string, string> {
    const { auth, headers: extra, multipart } = options;
    if (auth !== false && !json && !idempotencyKey && !extra && !multipart) {
      // The common GET: the client's own headers, merged once and shared (never mutated:
      // fetch copies them, and a retry makes its own copy).
      return (this.#commonHeaders ??= mergeHeaders(
        { accept: 'application/json', authorization: `Bearer ${this.#requireKey()}` },
        this.#defaultHeaders,
      ));
    }
    const headers = mergeHeaders(
      { accept: 'application/json', 'content-type': json ? 'application/json' : undefined },
      auth === false ? undefined : { authorization: `Bearer ${this.#requireKey()}` },
      this.#defaultHeaders,
      idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
      extra,
    );
    // fetch must write the multipart boundary itself.
    if (multipart) delete headers['content-type'];
    return headers;
  }

  #requireKey(): string {
    if (!this.#apiKey) {
      throw new PlatformError('apiKey is required: pass it to the client, e.g. { apiKey }.');
    }
    return this.#apiKey;
  }
}

type ParseBody<T> = (props: APIResponseProps) => Promise<T>;

/** Frees the connection of an answer we will not read. */
function cancelBody(response: Response): Promise<void> {
  return response.body?.cancel().catch(() => undefined) ?? Promise.resolve();
}

/** Waits before the next attempt; a caller abort during the wait ends the call at once. */
async function backoff(
  attempt: number,
  headers: Headers | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  try {
    await sleep(retryDelayMs(attempt, headers), signal);
  } catch (cause) {
    throw new APIUserAbortError({ cause });
  }
}

function checkBaseURL(baseURL: string): string {
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    throw new PlatformError(`baseURL must be an absolute URL, got "${baseURL}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PlatformError(`baseURL must use http or https, got "${baseURL}".`);
  }
  if (url.search || url.hash) {
    throw new PlatformError(`baseURL may not have a query or fragment, got "${baseURL}".`);
  }
  return url.href.replace(/\/+$/, '');
}

function checkTimeout(timeout: number): number {
  if (!Number.isFinite(timeout) || timeout <= 0 || timeout > MAX_TIMEOUT_MS) {
    throw new PlatformError(`timeout must be a positive number of milliseconds, got ${timeout}.`);
  }
  return timeout;
}

function checkRetries(maxRetries: number): number {
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new PlatformError(`maxRetries must be a whole number ≥ 0, got ${maxRetries}.`);
  }
  return maxRetries;
}
