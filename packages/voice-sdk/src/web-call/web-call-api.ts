import { BaseClient } from '../core/base-client.ts';
import { DEFAULT_API_BASE_URL } from './constants.ts';
import type { WebCallTransportInfo } from './transport.ts';

/** An assistant, squad or workflow: its id, or an inline definition. */
export type CallTarget = string | Record<string, unknown>;

/** Body of `POST /call/web` (spec §3 web-call creation payload). */
export interface WebCallRequest {
  assistant?: Record<string, unknown>;
  assistantId?: string;
  assistantOverrides?: Record<string, unknown>;
  squad?: Record<string, unknown>;
  squadId?: string;
  workflow?: Record<string, unknown>;
  workflowId?: string;
  workflowOverrides?: Record<string, unknown>;
}

/** The platform's answer to `POST /call/web`: a Call; the fields the SDK reads are typed. */
export interface WebCall extends WebCallTransportInfo {
  id: string;
  artifactPlan?: { videoRecordingEnabled?: boolean } | null;
  assistant?: { voice?: { provider?: string } } | null;
  [field: string]: unknown;
}

/** Options for the client that creates web calls. */
export interface WebCallApiOptions {
  apiBaseUrl?: string;
  fetch?: typeof fetch;
}

/** Creates a web call; a seam so the call class does not depend on the whole REST client. */
export type CreateWebCall = (body: WebCallRequest) => Promise<WebCall>;

/** Maps start()'s arguments to the request body: a string is an id, an object is inline. */
export function webCallRequest(
  assistant: CallTarget | undefined,
  assistantOverrides: Record<string, unknown> | undefined,
  squad: CallTarget | undefined,
  workflow: CallTarget | undefined,
  workflowOverrides: Record<string, unknown> | undefined,
): WebCallRequest {
  const body: WebCallRequest = {};
  if (typeof assistant === 'string') body.assistantId = assistant;
  else if (assistant) body.assistant = assistant;
  if (assistantOverrides) body.assistantOverrides = assistantOverrides;
  if (typeof squad === 'string') body.squadId = squad;
  else if (squad) body.squad = squad;
  if (typeof workflow === 'string') body.workflowId = workflow;
  else if (workflow) body.workflow = workflow;
  if (workflowOverrides) body.workflowOverrides = workflowOverrides;
  return body;
}

/** Checks that an answer is a call with an id before any field of it is trusted. */
export function assertWebCall(answer: unknown): WebCall {
  if (
    typeof answer !== 'object' ||
    answer === null ||
    typeof (answer as { id?: unknown }).id !== 'string'
  ) {
    throw new Error('The platform answered the web-call request without a call id.');
  }
  return answer as WebCall;
}

/** `POST /call/web` with the public key, through the SDK's HTTP runtime (retries, errors). */
export function webCallApi(publicKey: string, options: WebCallApiOptions): CreateWebCall {
  const client = new BaseClient({
    apiKey: publicKey,
    baseURL: options.apiBaseUrl ?? DEFAULT_API_BASE_URL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return async (body) => assertWebCall(await client.post<unknown>('/call/web', { body }));
}
