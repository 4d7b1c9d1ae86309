import type { ApiErrorBody } from '@vibe/contracts/api';

/**
 * How long the page waits for an /api answer before it gives up and shows the error toast.
 * Our addition: a hung request must end in a notice, never in an endless spinner. Kept here,
 * not in config/constants.ts: the dashboard's chunk uses the client too, and sharing that file
 * with it would move the landing page's constants into a shared chunk of the first load.
 */
export const API_TIMEOUT_MS = 15_000;

/** An /api answer: the status and the parsed JSON body (null when there was none). */
export interface ApiResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * A failed /api call. `status` is 0 when no answer came (network down, timeout); `code` is the
 * server's error code when it sent one, otherwise a local one. The message is the
 * server's own when its error body had one ({@link serverMessage}), else the cause's (status 0)
 * or a generic one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the server said went wrong, in words fit to show; undefined when it said nothing. */
  readonly serverMessage: string | undefined;
  /**
   * The whole parsed error body (null when there was none): some refusals carry more than
   * `error`, e.g. the newer version of a conflict. Untyped: read it with checks.
   */
  readonly body: unknown;

  /** `message`: the server's message for an answered call, the cause's for status 0. */
  constructor(status: number, code: string, message?: string, body: unknown = null) {
    super(message ?? `API request failed (${status} ${code})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = status > 0 ? message : undefined;
    this.body = body;
  }
}

/** Options of {@link apiRequest} and {@link apiJson}. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /**
   * Give up after this long (default {@link API_TIMEOUT_MS}); the call then fails with status 0.
   * `null` waits as long as the server takes (for work that may rightly run long).
   */
  timeoutMs?: number | null;
  /** Extra request headers (e.g. the interview's `Authorization: Bearer …`). */
  headers?: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the `error.code` of an /api error body, if the body has one. */
export function errorCodeOf(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const code = (body as Partial<ApiErrorBody>).error?.code;
  return typeof code === 'string' ? code : undefined;
}

const stringOr = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The error of a refused call: code and message from the `{ error: { code, message } }` body
 * every /api error has, or from better-auth's flat `{ code, message }`; `unexpected_response`
 * when the body says nothing (an empty or non-JSON answer).
 */
export function apiErrorOf(response: ApiResponse): ApiError {
  const body = isRecord(response.body) ? response.body : {};
  const nested = isRecord(body.error) ? body.error : {};
  const code = stringOr(nested.code) ?? stringOr(body.code) ?? 'unexpected_response';
  const message = stringOr(nested.message) ?? stringOr(body.message);
  return new ApiError(response.status, code, message, response.body ?? null);
}

/**
 * Calls a same-origin /api route and returns its status and JSON body whatever the status;
 * throws {@link ApiError} only when no answer arrived. Endpoint files decide what each status
 * means.
 *
 * @example const { status, body } = await apiRequest('/api/voice-config');
 */
export async function apiRequest(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs === undefined ? API_TIMEOUT_MS : options.timeoutMs;
  const timer = timeoutMs === null ? undefined : setTimeout(() => controller.abort(), timeoutMs);
  const hasBody = options.json !== undefined;
  try {
    const response = await fetch(path, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.json) : undefined,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Empty (204) or not JSON (e.g. a proxy's HTML error page): the status alone decides.
    }
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    const code = controller.signal.aborted ? 'timeout' : 'network_error';
    throw new ApiError(0, code, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** A file an /api route answered: its bytes and the name the server gave it, if any. */
export interface ApiFile {
  blob: Blob;
  /** From `Content-Disposition: attachment; filename="…"`; null without one. */
  fileName: string | null;
}

/**
 * Calls a same-origin /api route that answers a file (an export) and reads it whole. A refusal
 * throws {@link apiErrorOf}'s error from its JSON body; no answer throws a status-0
 * {@link ApiError}. No time limit by default: a large file may rightly take long.
 */
export async function apiFile(path: string, options: ApiRequestOptions = {}): Promise<ApiFile> {
  const timeoutMs = options.timeoutMs === undefined ? null : options.timeoutMs;
  const controller = new AbortController();
  const timer = timeoutMs === null ? undefined : setTimeout(() => controller.abort(), timeoutMs);
  const hasBody = options.json !== undefined;
  try {
    const response = await fetch(path, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.json) : undefined,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw apiErrorOf({ status: response.status, ok: false, body });
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = controller.signal.aborted ? 'timeout' : 'network_error';
    throw new ApiError(0, code, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls a same-origin /api route and answers its JSON body (null for an empty one, e.g. 204),
 * typed as the endpoint file says. Any answer other than 2xx throws {@link apiErrorOf}'s error;
 * no answer throws a status-0 {@link ApiError}.
 *
 * @example const me = await apiJson<MeAnswer>('/api/admin/me');
 */
export async function apiJson<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (!response.ok) throw apiErrorOf(response);
  return response.body as T;
}
