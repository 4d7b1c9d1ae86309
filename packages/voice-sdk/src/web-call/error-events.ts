import type {
  CallDailyErrorEvent,
  CallStartContext,
  CallStartErrorEvent,
  CallStartErrorType,
  CallStartFailedStage,
  CallTransportErrorEvent,
  CallValidationErrorEvent,
  SerializedError,
} from './events.ts';
import type { DailyEventObjectFatalError } from '@daily-co/daily-js';

// The objects of the `error` event, one builder per kind, so every one carries the fields of
// its type: `name` and `message` (it reads as an `Error`), `errorMsg`, `timestamp`.

/** A readable sentence for anything thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** What was thrown, as an `Error` (a thrown string or object becomes one with its text). */
export const toError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(messageOf(thrown));

/** The optional fields an error may carry that `serializeError` keeps, as they are. */
const KEPT = ['code', 'reason', 'details', 'errorMsg'] as const;

/**
 * What was thrown, as a plain object that survives `JSON.stringify` (an `Error`'s own fields do
 * not): `message`, `name`, `stack`, and `code`, `cause` (as text), `reason`, `details`,
 * `errorMsg`, `errorDetail` when present. A plain object keeps its fields and gains `message`.
 */
export function serializeError(thrown: unknown): SerializedError {
  if (!(thrown instanceof Error)) {
    const found = thrown as { message?: unknown; error?: unknown } | null;
    return typeof found === 'object' && found
      ? {
          ...(found as SerializedError),
          message: String(found.message || found.error || JSON.stringify(found)),
        }
      : { message: String(thrown) };
  }
  const found = thrown as Error & Record<string, unknown>;
  const serialized: Record<string, unknown> = {
    message: found.message,
    name: found.name,
    stack: found.stack,
  };
  for (const key of KEPT) if (found[key] !== undefined) serialized[key] = found[key];
  if (found.cause !== undefined) serialized.cause = String(found.cause);
  if (typeof found.error === 'string') serialized.errorDetail = found.error;
  return serialized as unknown as SerializedError;
}

/** The current time as an ISO timestamp, as every event carries it. */
export const now = (): string => new Date().toISOString();

/** Builds an `error` event: `extra` and the fields every one has (it reads as an `Error`). */
function errorEvent<T extends object>(message: string, extra: T) {
  return {
    name: 'VoiceCallError' as const,
    message,
    errorMsg: message,
    timestamp: now(),
    ...extra,
  };
}

/** `start()` was given no assistant, squad or workflow. */
export const validationError = (message: string): CallValidationErrorEvent =>
  errorEvent(message, {
    type: 'validation-error',
    stage: 'input-validation',
    error: serializeError(new Error(message)),
  } as const);

/** A start failed at `stage`. */
export function startError(
  type: CallStartErrorType,
  stage: CallStartFailedStage,
  thrown: unknown,
  totalDuration: number,
  context: CallStartContext,
): CallStartErrorEvent {
  const error = serializeError(toError(thrown));
  return errorEvent(error.message, { type, stage, error, totalDuration, context });
}

/** The transport failed during the call; a `daily-error`'s cause is Daily's fatal error event. */
export const transportError = (
  message: string,
  cause: unknown,
  type: 'transport-error' | 'daily-error',
): CallTransportErrorEvent | CallDailyErrorEvent =>
  type === 'daily-error'
    ? errorEvent(message, { type, error: { ...(cause as DailyEventObjectFatalError), message } })
    : errorEvent(message, {
        type,
        ...(cause === undefined ? {} : { error: serializeError(toError(cause)) }),
      });
