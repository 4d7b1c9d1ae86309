import type { CallEndedReason } from '../protocol.ts';
import { LOCAL_ENDED_REASON } from './constants.ts';
import type { CallEndEvent, CallMessage, StatusUpdateMessage } from './events.ts';

/**
 * How the current call ended, as its messages told: the platform's `status-update` with status
 * `ended` carries the reason. A call that ends on this side without one (the visitor left, the
 * connection dropped) ends with `customer-ended-call`, and its listeners still get the ended
 * status update they wait for, exactly once.
 */
export class CallEnding {
  #statusSeen = false;
  #reason: CallEndedReason | null = null;

  /** Notes an ended status among the platform's messages. */
  observe(message: CallMessage): void {
    if (message.type === 'status-update' && message.status === 'ended') {
      this.#statusSeen = true;
      if (typeof message.endedReason === 'string') this.#reason = message.endedReason;
    }
  }

  /** The `call-end` payload: the platform's reason, or `customer-ended-call`. */
  endEvent(): CallEndEvent {
    return { endedReason: this.#reason ?? LOCAL_ENDED_REASON };
  }

  /**
   * The ended status update the platform never sent, to emit once before the call is released;
   * null when it was sent (or already supplied).
   */
  missingStatus(): StatusUpdateMessage | null {
    if (this.#statusSeen) return null;
    this.#statusSeen = true;
    return { type: 'status-update', status: 'ended', endedReason: LOCAL_ENDED_REASON };
  }

  /** Forgets the call, for the next one. */
  reset(): void {
    this.#statusSeen = false;
    this.#reason = null;
  }
}
