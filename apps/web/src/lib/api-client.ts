import type { ApiErrorBody } from '@vibe/contracts/api';
import { API_TIMEOUT_MS } from '@/config/constants.ts';

/** An /api answer: the status and the parsed JSON body (null when there was none). */
export interface ApiResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * A failed /api call. `status` is 0 when no answer came (network down, timeout); `code` is the
 * server's error code (DESIGN §4) when it sent one, otherwise a local one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message = `API request failed (${status} ${code})`) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Options of {@link apiRequest}. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  json?: unknown;
  /** Give up after this long (default {@link API_TIMEOUT_MS}); the call then fails with status 0. */
  timeoutMs?: number;
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
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
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
      // Not JSON (e.g. a proxy's HTML error page): the status alone decides.
    }
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    const code = controller.signal.aborted ? 'timeout' : 'network_error';
    throw new ApiError(0, code, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
