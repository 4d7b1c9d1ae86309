// Reads the voice platform's end-of-call report (`{message: {type: 'end-of-call-report', …}}`)
// into what the interview keeps and we trust: which interview it belongs to, its transcript, its
// timing, the platform's analysis, and the recording URLs the dashboard may stream.
// The report comes from outside, so every field is checked and anything unexpected is dropped:
// values PostgreSQL cannot store are cleaned (transcript text) or dropped (ids, times), so a
// report never fails on the database. Its sender also chooses the recording URLs, which the
// dashboard later streams from its own origin, so only URLs on the recording hosts (and, in
// local mode, the local platform's own) are kept; the rest are dropped and logged by host, so an
// operator can see a storage host missing from the list.
import type { TranscriptEntry } from '@vibe/contracts/api';
import {
  INTERVIEW_MAX_DURATION_SECONDS,
  TRANSCRIPT_ENTRY_MAX_CHARS,
  TRANSCRIPT_MAX_ENTRIES,
} from '@vibe/contracts/limits';
import { isStorableText, isStorableTime, toStorableText } from '@vibe/contracts/storable';
import { CALL_ENDED_REASONS, type CallEndedReason } from '@vibe/voice-sdk/protocol';
import { z } from 'zod';
import { isUuid } from '../lib/ids.ts';
import { isAllowedRecordingUrl } from '../lib/recording-hosts.ts';
import { secondsBetween } from '../lib/seconds-between.ts';
import type { Logger } from '../logger.ts';
import type { ReadEndOfCallReport } from './report-fields.ts';

/** A platform server message: only `type` is required; the rest depends on the type. */
export const serverMessageBodySchema = z.object({
  message: z.looseObject({ type: z.string().min(1).max(100) }),
});

const metadataSchema = z.object({ interviewId: z.string().optional().catch(undefined) });
const timeSchema = z.string().refine((value) => isStorableTime(Date.parse(value)));
/** An http(s) URL the dashboard may link to (anything else is dropped). */
const urlSchema = z
  .string()
  .max(4096)
  .refine(isStorableText)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value))
  .optional()
  .catch(undefined);
const recordingSchema = z
  .object({
    stereoUrl: urlSchema,
    mono: z.object({ combinedUrl: urlSchema }).optional().catch(undefined),
  })
  .optional()
  .catch(undefined);

/**
 * The end-of-call report's fields the server reads, each dropped when it is missing or does not
 * match the protocol. Its output is exactly `ReadEndOfCallReport` (report-fields.ts; proved by
 * report-fields.test.ts).
 */
export const endOfCallReportSchema = z.object({
  call: z
    .object({
      id: z.string().min(1).max(200).refine(isStorableText).optional().catch(undefined),
      startedAt: timeSchema.optional().catch(undefined),
      endedAt: timeSchema.optional().catch(undefined),
      metadata: metadataSchema.optional().catch(undefined),
      assistantOverrides: z
        .object({ metadata: metadataSchema.optional().catch(undefined) })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
  startedAt: timeSchema.optional().catch(undefined),
  endedAt: timeSchema.optional().catch(undefined),
  endedReason: z.enum(CALL_ENDED_REASONS).optional().catch(undefined),
  timestamp: z.number().optional().catch(undefined),
  artifact: z
    .object({
      messages: z.array(z.unknown()).optional().catch(undefined),
      recordingUrl: urlSchema,
      stereoRecordingUrl: urlSchema,
      recording: recordingSchema,
    })
    .optional()
    .catch(undefined),
  /** Older reports carry the recording URLs at the top level. */
  recordingUrl: urlSchema,
  stereoRecordingUrl: urlSchema,
  /** Older reports carry the messages at the top level. */
  messages: z.array(z.unknown()).optional().catch(undefined),
});

/** A number of a report's own, dropped when it is missing, not a number or not finite. */
const finiteNumber = z.number().optional().catch(undefined);

const artifactMessageSchema = z.looseObject({
  role: z.string(),
  message: z.string().optional(),
  content: z.string().optional(),
  // A time that cannot be read drops the time, never the words.
  time: finiteNumber,
  secondsFromStart: finiteNumber,
});

/** What an end-of-call report says about the interview it belongs to. */
export interface CallReport {
  /** The platform's call id, when the report names it. */
  callId: string | undefined;
  /** The interview named in the call's metadata (`interviewId`), when it is a valid id. */
  interviewId: string | undefined;
  /** True when the call's metadata marks it `testCall: true` (an owner's "Try it"). */
  testCall: boolean;
  startedAt: Date | undefined;
  endedAt: Date | undefined;
  /** Whole seconds from start to end, when both are known. */
  durationSeconds: number | undefined;
  /** The conversation; undefined when the report carries no messages at all. */
  transcript: TranscriptEntry[] | undefined;
  /** Entries or characters the caps left out (the caller logs it, so nothing is cut silently). */
  trimmed: boolean;
  /** The platform's reason the call ended (`assistant-ended-call`, `customer-ended-call`…). */
  endedReason: CallEndedReason | undefined;
  /**
   * A reason the protocol does not list (a newer platform's), kept as given when it is storable
   * text of at most 200 characters: it is shown on the dashboard.
   */
  unlistedEndedReason: string | undefined;
  /** The call's recordings, when the platform made them (mono mix and stereo). */
  recordingUrl: string | undefined;
  stereoRecordingUrl: string | undefined;
  /** The platform's analysis of the call: its summary and per-question structured data. */
  analysis: ReportAnalysis;
}

/**
 * Reads an end-of-call report message. Roles `bot`/`assistant` become `assistant`, `user` stays;
 * system and tool messages are not part of the transcript. Message times (epoch ms) become ISO
 * timestamps, and the entries are put in the order they began.
 * @param message the body's `message` (its `type` already checked)
 * @param receivedAt fallback time for a report without timing
 */
export function readCallReport(message: Record<string, unknown>, receivedAt: Date): CallReport {
  const report: ReadEndOfCallReport = endOfCallReportSchema.parse(message);
  const call = report.call;
  const interviewId = [call?.metadata?.interviewId, call?.assistantOverrides?.metadata?.interviewId]
    .map((id) => id?.toLowerCase())
    .find((id) => id !== undefined && isUuid(id));
  const startedAt = toDate(report.startedAt ?? call?.startedAt);
  const endedAt = toDate(report.endedAt ?? call?.endedAt) ?? toDate(report.timestamp);
  const seconds = startedAt && endedAt ? secondsBetween(startedAt, endedAt) : undefined;
  // Beyond a week the timing is nonsense (and past an int4 it could not be stored).
  const durationSeconds =
    seconds !== undefined && seconds <= INTERVIEW_MAX_DURATION_SECONDS ? seconds : undefined;
  const messages = report.artifact?.messages ?? report.messages;
  const converted = messages && toTranscript(messages, startedAt ?? endedAt ?? receivedAt);
  const artifact = report.artifact;
  return {
    callId: call?.id,
    interviewId,
    testCall: isTestCall(message),
    startedAt,
    endedAt,
    durationSeconds,
    transcript: converted?.entries,
    trimmed: converted?.trimmed ?? false,
    endedReason: report.endedReason,
    unlistedEndedReason:
      report.endedReason === undefined ? unlistedReason(message.endedReason) : undefined,
    recordingUrl:
      artifact?.recording?.mono?.combinedUrl ?? artifact?.recordingUrl ?? report.recordingUrl,
    stereoRecordingUrl:
      artifact?.recording?.stereoUrl ?? artifact?.stereoRecordingUrl ?? report.stereoRecordingUrl,
    analysis: readReportAnalysis(message),
  };
}

// The mark the dashboard puts on a test call, in the call's metadata or its assistant's
// overridden metadata (where a web call carries it); anything but `true` is no mark.
const testMarkSchema = z
  .looseObject({ testCall: z.literal(true).optional().catch(undefined) })
  .optional()
  .catch(undefined);
const testCallSchema = z.looseObject({
  call: z
    .looseObject({
      metadata: testMarkSchema,
      assistantOverrides: z.looseObject({ metadata: testMarkSchema }).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

function isTestCall(message: Record<string, unknown>): boolean {
  const call = testCallSchema.parse(message).call;
  return (call?.metadata?.testCall ?? call?.assistantOverrides?.metadata?.testCall) === true;
}

function toTranscript(
  messages: unknown[],
  callStart: Date,
): { entries: TranscriptEntry[]; trimmed: boolean } {
  const entries: TranscriptEntry[] = [];
  let trimmed = false;
  for (const raw of messages) {
    const parsed = artifactMessageSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { role, message, content, time, secondsFromStart } = parsed.data;
    const mapped =
      role === 'bot' || role === 'assistant' ? 'assistant' : role === 'user' ? 'user' : null;
    const text = toStorableText(message ?? content ?? '').trim();
    if (!mapped || !text) continue;
    if (entries.length === TRANSCRIPT_MAX_ENTRIES) {
      trimmed = true;
      break;
    }
    if (text.length > TRANSCRIPT_ENTRY_MAX_CHARS) trimmed = true;
    const given = hasTime(raw);
    // A time given but out of range (1e20 seconds, a year past 9999) keeps the line where it
    // stands: at the previous line's time, or the call's start for the first.
    const at =
      toDate(time) ??
      toDate(
        secondsFromStart === undefined ? undefined : callStart.getTime() + secondsFromStart * 1000,
      ) ??
      (given ? previousAt(entries) : undefined) ??
      callStart;
    entries.push({
      role: mapped,
      text: text.slice(0, TRANSCRIPT_ENTRY_MAX_CHARS),
      timestamp: at.toISOString(),
    });
  }
  // Chronological: a line the visitor cut short is logged when it stops, after the words
  // that interrupted it, but it began first (sort is stable for equal times).
  entries.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  return { entries, trimmed };
}

/** True when the message names a time at all, readable or not. */
function hasTime(raw: unknown): boolean {
  const fields = raw as Record<string, unknown>;
  return fields.time !== undefined || fields.secondsFromStart !== undefined;
}

function previousAt(entries: readonly TranscriptEntry[]): Date | undefined {
  const last = entries.at(-1);
  return last && new Date(last.timestamp);
}

function unlistedReason(value: unknown): string | undefined {
  const storable = typeof value === 'string' && value.length >= 1 && value.length <= 200;
  return storable && isStorableText(value) ? value : undefined;
}

function toDate(value: string | number | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return isStorableTime(date) ? date : undefined;
}

// The analysis part (`analysis.summary`, `analysis.structuredData`, at the message's top level or
// under its `call`): checked like the rest, so an unexpected shape is dropped, never stored.
const analysisSchema = z
  .looseObject({
    summary: z.string().optional().catch(undefined),
    structuredData: z.record(z.string(), z.unknown()).optional().catch(undefined),
  })
  .optional()
  .catch(undefined);

const messageSchema = z.looseObject({
  analysis: analysisSchema,
  call: z.looseObject({ analysis: analysisSchema }).optional().catch(undefined),
});

/** What the platform's analysis says of the call. */
export interface ReportAnalysis {
  summary: string | undefined;
  structuredData: Record<string, unknown> | undefined;
}

export function readReportAnalysis(message: Record<string, unknown>): ReportAnalysis {
  const parsed = messageSchema.parse(message);
  const analysis = parsed.analysis ?? parsed.call?.analysis;
  const summary = toStorableText(analysis?.summary ?? '')
    .trim()
    .slice(0, TRANSCRIPT_ENTRY_MAX_CHARS);
  return { summary: summary || undefined, structuredData: analysis?.structuredData };
}

/** Whether a report's recording URL may be stored. */
export type RecordingUrlPolicy = (url: string) => boolean;

/**
 * The recording URLs the server keeps: https URLs on `hosts`, plus URLs starting with
 * `ownUrlPrefix` (local mode: the local platform's signed recording URLs, which the dashboard
 * never fetches but answers with a fresh signed URL of its own).
 * @example recordingUrlPolicy(['storage.vapi.ai'])('https://storage.vapi.ai/x-mono.wav') // true
 */
export function recordingUrlPolicy(
  hosts: readonly string[],
  ownUrlPrefix?: string,
): RecordingUrlPolicy {
  return (url) =>
    isAllowedRecordingUrl(url, hosts) ||
    (ownUrlPrefix !== undefined && ownUrlPrefix !== '' && url.startsWith(ownUrlPrefix));
}

/** A URL's host for the log; its path and query may carry a signature and are left out. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}

/** `report` without the recording URLs `accepts` refuses (each dropped URL logged by host). */
export function withTrustedRecordings(
  report: CallReport,
  accepts: RecordingUrlPolicy,
  logger: Logger,
): CallReport {
  const keep = (field: 'recordingUrl' | 'stereoRecordingUrl'): string | undefined => {
    const url = report[field];
    if (url === undefined || accepts(url)) return url;
    logger.warn('end-of-call report: recording URL dropped, its host is not in RECORDING_HOSTS', {
      callId: report.callId,
      field,
      host: hostOf(url),
    });
    return undefined;
  };
  return {
    ...report,
    recordingUrl: keep('recordingUrl'),
    stereoRecordingUrl: keep('stereoRecordingUrl'),
  };
}
