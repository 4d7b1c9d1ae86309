// The package's public REST entry point. The web-call class lives in `./web` so a page that
// only talks REST never loads the call library.
export { VoiceClient, VoiceClient as default } from './client.ts';
export {
  BaseClient,
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type ClientOptions,
} from './core/base-client.ts';
export type { RequestOptions } from './core/request-options.ts';
export { APIPromise, type WithResponse } from './core/api-promise.ts';
export {
  AbstractPage,
  ArrayPage,
  SinglePage,
  PagePromise,
  PaginatedPage,
  type PaginatedEnvelope,
} from './core/pagination.ts';
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  PlatformError,
  RateLimitError,
  UnprocessableEntityError,
} from './core/error.ts';
export { toFile, type Uploadable } from './core/uploads.ts';
export { path } from './internal/utils/path.ts';
export type { components, operations, paths } from './generated/openapi.ts';

export type * from './resources/analytics.ts';
export type * from './resources/assistants.ts';
export type * from './resources/calls.ts';
export type * from './resources/campaigns.ts';
export type * from './resources/chats.ts';
export { Stream } from './core/streaming.ts';
export type * from './resources/credentials.ts';
export type * from './resources/files.ts';
export type * from './resources/knowledge-bases.ts';
export type * from './resources/logs.ts';
export type * from './resources/orgs.ts';
export type * from './resources/phone-numbers.ts';
export type * from './resources/providers.ts';
export type * from './resources/sessions.ts';
export type * from './resources/squads.ts';
export type * from './resources/support-tickets.ts';
export type * from './resources/templates.ts';
export type * from './resources/test-suites.ts';
export type * from './resources/tokens.ts';
export type * from './resources/tools.ts';
export type * from './resources/voice-library.ts';
export type * from './resources/workflows.ts';
