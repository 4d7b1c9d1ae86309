import type { SessionObserver } from './types.ts';

/**
 * `observer` with every call guarded: a fault of the observer's own is logged and goes no
 * further, so the product's metrics can never break a call.
 * @example const observer = guardedObserver(options.observer, log); observer.callOpened?.(id);
 */
export function guardedObserver(
  observer: SessionObserver,
  log: (line: string) => void,
): Required<SessionObserver> {
  const guard = (callId: string, tell: () => void) => {
    try {
      tell();
    } catch (error) {
      log(`call ${callId}: observer failed: ${String(error)}`);
    }
  };
  return {
    callOpened: (callId) => guard(callId, () => observer.callOpened?.(callId)),
    firstAudio: (callId, ms) => guard(callId, () => observer.firstAudio?.(callId, ms)),
    callEnded: (callId) => guard(callId, () => observer.callEnded?.(callId)),
    callFinished: (callId) => guard(callId, () => observer.callFinished?.(callId)),
  };
}
