import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import { CALL_REASON_SENTENCES } from './ended-reasons/call-reasons.ts';
import { EARLIER_MODEL_REASON_SENTENCES } from './ended-reasons/model-reasons-earlier.ts';
import { MODEL_REASON_SENTENCES } from './ended-reasons/model-reasons.ts';
import { SPEECH_REASON_SENTENCES } from './ended-reasons/speech-reasons.ts';

/**
 * How a call ended, as a short sentence, for every reason the platform names. Typed as the whole
 * record, so a reason the platform adds to its list fails the typecheck until it has a sentence.
 */
export const ENDED_REASON_SENTENCES: Readonly<Record<CallEndedReason, string>> = {
  ...CALL_REASON_SENTENCES,
  ...MODEL_REASON_SENTENCES,
  ...EARLIER_MODEL_REASON_SENTENCES,
  ...SPEECH_REASON_SENTENCES,
};

/** An ended reason for the dashboard: the sentence to show, and the code it stands for. */
export interface EndedReasonText {
  text: string;
  /** The platform's code, for a tooltip; null when the call has none yet. */
  code: string | null;
}

/**
 * The sentence of a stored ended reason. A code the table does not know (one newer than this
 * dashboard, or anything else stored) is shown as it is: it is all there is to say.
 */
export function describeEndedReason(code: string | null): EndedReasonText {
  if (!code) return { text: '—', code: null };
  const known = Object.hasOwn(ENDED_REASON_SENTENCES, code)
    ? ENDED_REASON_SENTENCES[code as CallEndedReason]
    : undefined;
  return { text: known ?? code, code };
}
