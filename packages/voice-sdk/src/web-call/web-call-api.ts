import { requestIdOf } from '../internal/request-id.ts';
import { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from '../core/defaults.ts';
import type { components } from '../generated/openapi.ts';
import type { StartCallOptions } from './call-options.ts';

type Schemas = components['schemas'];

/** An inline assistant (the provider's `CreateAssistantDTO`). */
export type CreateAssistantDTO = Schemas['CreateAssistantDTO'];
/** Assistant fields that replace the stored ones for this call, plus `variableValues`. */
export type AssistantOverrides = Schemas['AssistantOverrides'];
/** An inline squad (the provider's `CreateSquadDTO`). */
export type CreateSquadDTO = Schemas['CreateSquadDTO'];
/** An inline workflow (the provider's `CreateWorkflowDTO`). */
export type CreateWorkflowDTO = Schemas['CreateWorkflowDTO'];
/** `variableValues` for a workflow's `{{var}}` placeholders. */
export type WorkflowOverrides = Schemas['WorkflowOverrides'];
/** A call, as `start()` resolves it. */
export type Call = Schemas['Call'];

/** Body of `POST /call/web`: the assistant, squad or workflow to call, and their overrides. */
export type WebCallRequest = Schemas['CreateWebCallDTO'];

/**
 * The platform's answer to `POST /call/web`: a {@link Call}, with the room or socket to join
 * (`webCallUrl`, or `transport.callUrl` / `transport.websocketCallUrl`).
 */
export type WebCall = Schemas['WebCall'];

/** Options for the request that creates web calls. */
export interface WebCallApiOptions {
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  /** Milliseconds the request may take, answer included. Default 60 s. */
  timeout?: number;
}

/** Creates a web call; a seam so the call class does not depend on the whole REST client. */
export type CreateWebCall = (body: WebCallRequest) => Promise<WebCall>;

/** The arguments of `start()`, in order. */
export type StartArguments = [
  assistant?: string | CreateAssistantDTO,
  assistantOverrides?: AssistantOverrides,
  squad?: string | CreateSquadDTO,
  workflow?: string | CreateWorkflowDTO,
  workflowOverrides?: WorkflowOverrides,
  options?: StartCallOptions,
];

/**
 * Maps start()'s arguments to the request body: a string is an id, an object is inline.
 * Absent arguments stay undefined, which the JSON body leaves out. Throws a TypeError when an
 * assistant, squad or workflow is neither an id nor an object.
 */
export function webCallRequest(
  assistant?: StartArguments[0],
  assistantOverrides?: StartArguments[1],
  squad?: StartArguments[2],
  workflow?: StartArguments[3],
  workflowOverrides?: StartArguments[4],
  options?: StartArguments[5],
): WebCallRequest {
  const body: Record<string, unknown> = {
    assistantOverrides: assistantOverrides || undefined,
    workflowOverrides: workflowOverrides || undefined,
    roomDeleteOnUserLeaveEnabled: options?.roomDeleteOnUserLeaveEnabled,
  };
  for (const [key, target] of Object.entries({ assistant, squad, workflow })) {
    if (typeof target === 'string') body[`${key}Id`] = target;
    else if (typeof target === 'object') body[key] = target || undefined;
    else if (target !== undefined) {
      throw new TypeError('An assistant, squad or workflow is an id or an object.');
    }
  }
  return body as WebCallRequest;
}

/**
 * The REST client's error class for each status, by name: a refused web call is reported under
 * the same name (e.g. `AuthenticationError`) without the classes themselves in the browser
 * bundle (the `error` event carries the error serialized, so only the name and fields reach it).
 */
const STATUS_NAMES: Partial<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Authentication',
  403: 'PermissionDenied',
  404: 'NotFound',
  409: 'Conflict',
  422: 'UnprocessableEntity',
  429: 'RateLimit',
};

/** An `Error` named and shaped as the REST client's error for the same failure. */
const requestError = (
  name: string,
  message: string,
  fields?: object,
  options?: ErrorOptions,
): Error => Object.assign(new Error(message, options), { name }, fields);

/** "404 Assistant not found": the status, then the most useful text of NestJS's error body. */
function refusal(response: Response, body: unknown): Error {
  const { status } = response;
  const { message, error } = ((typeof body === 'object' && body) || {}) as Record<string, unknown>;
  const detail = String(
    (typeof body === 'string' ? body.trim() : '') ||
      (Array.isArray(message) ? message.join('; ') : message) ||
      error ||
      (typeof body === 'object' && body ? JSON.stringify(body) : ''),
  ).slice(0, 500);
  return requestError(
    `${STATUS_NAMES[status] ?? (status >= 500 ? 'InternalServer' : 'API')}Error`,
    `${status} ${detail || 'status code (no body)'}`,
    { status, error: body, headers: response.headers, requestID: requestIdOf(response.headers) },
  );
}

/**
 * `POST /call/web` with the public key, on a plain `fetch` rather than the REST client: the
 * browser bundle stays small (no retries, multipart or pagination code), and the request is
 * deliberately never retried: a retry after a timeout whose first attempt did reach the
 * platform would create a second call, billed and dialled into, that nobody joins. A non-2xx
 * answer becomes an error named as the REST client's (`AuthenticationError`, `RateLimitError`,
 * …, with `status`, `error` and `requestID`); no answer within the timeout is an
 * `APIConnectionTimeoutError`, no answer at all an `APIConnectionError` (with its `cause`).
 */
export function webCallApi(publicKey: string, options: WebCallApiOptions): CreateWebCall {
  const url = `${(options.apiBaseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/call/web`;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  return async (body) => {
    // Read at call time, never at import (the global may be patched or absent in SSR).
    const fetchFn = options.fetch ?? fetch;
    const signal = AbortSignal.timeout(timeout);
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${publicKey}`,
        },
        body: JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (cause) {
      throw signal.aborted
        ? requestError('APIConnectionTimeoutError', 'Request timed out.')
        : requestError('APIConnectionError', 'Connection error.', {}, { cause });
    }
    // The body as JSON when it is JSON (errors: `{ message, error, statusCode }`), else its text.
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = text || undefined;
    }
    if (!response.ok) throw refusal(response, answer);
    // A call with an id, before any field of it is trusted.
    if (typeof (answer as { id?: unknown } | null)?.id !== 'string') {
      throw new Error('The platform answered the web-call request without a call id.');
    }
    return answer as WebCall;
  };
}
