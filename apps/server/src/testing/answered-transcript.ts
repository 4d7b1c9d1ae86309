// A transcript in which every question of the seeded interview is asked and answered: what an
// interview judged `completed` holds (docs/product.md#statuses).
import type { TranscriptEntry } from '@vibe/contracts/api';
import { seededDefinition } from '../interview-versions/assistant-body.ts';

export function answeredTranscript(startIso = '2026-01-01T10:00:00.000Z'): TranscriptEntry[] {
  const start = Date.parse(startIso);
  const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
  return seededDefinition().questions.flatMap((question, index): TranscriptEntry[] => [
    { role: 'assistant', text: question, timestamp: at(index * 20) },
    { role: 'user', text: `My answer ${index + 1}.`, timestamp: at(index * 20 + 10) },
  ]);
}
