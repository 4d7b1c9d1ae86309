import type { TranscriptEntry } from '@vibe/contracts/api';
import { cn } from '@/lib/utils.ts';
import { adminCopy } from '../copy.ts';
import { formatClockTime, formatDateTime } from '../format/dates.ts';

const copy = adminCopy.person;

/**
 * A transcript as a conversation. Visitor text is rendered as React text (escaped), never as
 * HTML, whatever it holds, and isolated (`dir="auto"`) so its direction controls stay inside it.
 */
export function TranscriptView({ entries }: { entries: TranscriptEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">{copy.noTranscript}</p>;
  return (
    <ol className="grid gap-3" aria-label="Transcript">
      {entries.map((entry, index) => {
        const visitor = entry.role === 'user';
        return (
          <li key={index} className={cn('flex', visitor ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-xl px-3 py-2 text-sm',
                visitor ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {/* Faded only to 90 %: at 80 % the label on the visitor's purple read at 4.3:1. */}
              <p className="mb-0.5 text-xs opacity-90">
                {copy.roles[entry.role]} ·{' '}
                <time dateTime={entry.timestamp} title={formatDateTime(entry.timestamp)}>
                  {formatClockTime(entry.timestamp)}
                </time>
              </p>
              <p
                dir="auto"
                className="whitespace-pre-wrap break-words"
                data-testid="transcript-text"
              >
                {entry.text}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
