import type { TranscriptEntry } from '@vibe/contracts/api';
import { useMemo } from 'react';
import { interviewCopy } from '../copy.ts';
import { QuestionMatcher } from '../model/question-progress.ts';

/** Props of {@link QuestionProgressLine}. */
export interface QuestionProgressLineProps {
  /** The live interview's questions (none: the line stays empty). */
  questions: readonly string[];
  transcript: readonly TranscriptEntry[];
}

/**
 * "Question n of N" (docs/product.md#interview), from the question the assistant asked last.
 * The polite live region is always there and its text changes only when the question does, so a
 * screen reader hears it once per question; with no known question it is empty and takes no room.
 */
export function QuestionProgressLine({ questions, transcript }: QuestionProgressLineProps) {
  const matcher = useMemo(() => new QuestionMatcher(questions), [questions]);
  const progress = useMemo(() => matcher.progressOf(transcript), [matcher, transcript]);
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      data-slot="question-progress"
      className={progress ? 'text-center text-sm text-muted-foreground' : 'sr-only'}
    >
      {progress ? interviewCopy.questionProgress(progress.number, progress.total) : ''}
    </p>
  );
}
