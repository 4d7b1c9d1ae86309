// The analysis part of an end-of-call report (`analysis.summary`, `analysis.structuredData`,
// at the message's top level or under its `call`): checked like the rest of the report, so an
// unexpected shape is dropped, never stored.
import { TRANSCRIPT_ENTRY_MAX_CHARS } from '@vibe/contracts/limits';
import { toStorableText } from '@vibe/contracts/storable';
import { z } from 'zod';

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
