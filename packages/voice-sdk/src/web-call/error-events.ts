import type {
  CallDailyErrorEvent,
  CallStartContext,
  CallStartErrorEvent,
  CallStartErrorType,
  CallStartFailedStage,
  CallTransportErrorEvent,
  CallValidationErrorEvent,
  DailyFatalError,
} from './events.ts';

// The objects of the `error` event, one builder per kind, so every one carries the fields of
// its type: `name` and `message` (it reads as an `Error`), `errorMsg`, `timestamp`.

/** A readable sentence for anything thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** What was thrown, as an `Error` (a thrown string or object becomes one with its text). */
export const toError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(messageOf(thrown));

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
  errorEvent(message, { type: 'validation-error', stage: 'input-validation' } as const);

/** A start failed at `stage`. */
export function startError(
  type: CallStartErrorType,
  stage: CallStartFailedStage,
  thrown: unknown,
  totalDuration: number,
  context: CallStartContext,
): CallStartErrorEvent {
  const error = toError(thrown);
  return errorEvent(error.message, { type, stage, error, totalDuration, context });
}

/** The transport failed during the call; a `daily-error`'s cause is Daily's fatal error event. */
export const transportError = (
  message: string,
  cause: unknown,
  type: 'transport-error' | 'daily-error',
): CallTransportErrorEvent | CallDailyErrorEvent =>
  type === 'daily-error'
    ? errorEvent(message, { type, error: cause as DailyFatalError })
    : errorEvent(message, { type, ...(cause === undefined ? {} : { error: toError(cause) }) });
