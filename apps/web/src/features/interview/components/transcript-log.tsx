import type { TranscriptEntry } from '@vibe/contracts/api';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils.ts';
import { interviewCopy } from '../copy.ts';
import type { PartialLine } from '../model/interview-state.ts';

/** Props of {@link TranscriptLog}. */
export interface TranscriptLogProps {
  entries: readonly TranscriptEntry[];
  /** Words not finalised yet, shown live and faded. */
  partial: PartialLine | null;
}

function Line({
  role,
  text,
  live,
}: {
  role: TranscriptEntry['role'];
  text: string;
  live?: boolean;
}) {
  const user = role === 'user';
  return (
    <li
      data-role={role}
      className={cn('flex flex-col gap-0.5', user ? 'items-end' : 'items-start')}
    >
      <span className="text-xs font-medium text-muted-foreground">
        {user ? interviewCopy.you : interviewCopy.assistant}
      </span>
      <span
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm',
          user ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
          live && 'opacity-60',
        )}
      >
        {text}
      </span>
    </li>
  );
}

/**
 * The transcript area (docs/product.md#interview): capped height, scrolls to the newest entry, and a polite live
 * region so screen readers hear new final entries (partial words are hidden from it).
 */
export function TranscriptLog({ entries, partial }: TranscriptLogProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, partial?.text]);

  return (
    <div
      className="max-h-64 min-h-24 overflow-y-auto rounded-lg border bg-background/50 p-3"
      tabIndex={0}
      role="region"
      aria-label={interviewCopy.transcriptLabel}
    >
      {entries.length === 0 && !partial ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {interviewCopy.transcriptEmpty}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
        {entries.map((entry, index) => (
          <Line key={index} role={entry.role} text={entry.text} />
        ))}
      </ol>
      {partial ? (
        <ol className="mt-3 flex flex-col" aria-hidden="true">
          <Line role={partial.role} text={partial.text} live />
        </ol>
      ) : null}
      <div ref={end} />
    </div>
  );
}
