// The one place that says which fields of the protocol's end-of-call report the server reads,
// derived from `@vibe/voice-sdk/protocol` so the validator (call-report.ts) cannot drift from it:
// a type-level test (report-fields.test.ts) proves the validator's output equals this type.
import type { EndOfCallReport } from '@vibe/voice-sdk/protocol';

/**
 * A field the protocol leaves free-form, typed as the server reads it: the call's metadata
 * (our own `interviewId`; the protocol's `Call` has no `metadata`, its assistant overrides
 * carry a free-form record) and artifact messages (read one by one, OpenAI-style `content`
 * included, so one odd message never drops the others).
 */
export interface OwnField<T> {
  readonly own: T;
}

/**
 * The fields of `T` that `S` names, every one optional and recursively so: a report comes from
 * outside, and a field that is missing or does not match the protocol is dropped, not refused.
 * In `S`, `true` keeps the protocol's type of a field, an object picks inside it, and an
 * {@link OwnField} gives the type of a field the protocol leaves free-form.
 */
export type PickFields<T, S> = {
  [K in keyof S]?: S[K] extends true
    ? K extends keyof T
      ? NonNullable<T[K]>
      : never
    : S[K] extends OwnField<infer Own>
      ? Own
      : PickFields<K extends keyof T ? NonNullable<T[K]> : never, S[K]>;
};

/** Our metadata on a call: the interview it belongs to. */
type InterviewMetadata = OwnField<{ interviewId?: string }>;

/** The end-of-call report's fields the server reads (see {@link ReadEndOfCallReport}). */
type ReadReportSpec = {
  call: {
    id: true;
    startedAt: true;
    endedAt: true;
    metadata: InterviewMetadata;
    assistantOverrides: { metadata: InterviewMetadata };
  };
  startedAt: true;
  endedAt: true;
  endedReason: true;
  timestamp: true;
  artifact: {
    messages: OwnField<unknown[]>;
    recordingUrl: true;
    stereoRecordingUrl: true;
    recording: { stereoUrl: true; mono: { combinedUrl: true } };
  };
  /** Older reports carry the recording URLs and the messages at the top level. */
  recordingUrl: true;
  stereoRecordingUrl: true;
  messages: OwnField<unknown[]>;
};

/** What the server reads of an end-of-call report, as the protocol types it, all optional. */
export type ReadEndOfCallReport = PickFields<EndOfCallReport, ReadReportSpec>;
