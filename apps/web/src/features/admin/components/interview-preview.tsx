import { nudgesShortAnswers, type InterviewDefinition } from '@vibe/contracts/interview';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.interview;

/**
 * One interview version read-only, every field under its name: a preview, or one side of a
 * comparison.
 */
export function InterviewPreview({
  definition,
  label,
}: {
  definition: InterviewDefinition;
  /** Names the region, e.g. which version it is. */
  label: string;
}) {
  const rows: [string, string][] = [
    [copy.closingLine, definition.closingLine],
    [copy.voice, `${definition.voice.voiceId} (${definition.voice.provider})`],
    [copy.silenceTimeout, String(definition.silenceTimeoutSeconds)],
    [copy.maxDuration, String(definition.maxDurationSeconds)],
    [copy.nudgeShortAnswers, nudgesShortAnswers(definition) ? copy.yes : copy.no],
  ];
  return (
    <section aria-label={label} className="grid min-w-0 gap-2 text-sm">
      <h3 className="font-medium">{label}</h3>
      <dl className="grid gap-2">
        <div>
          <dt className="text-muted-foreground">{copy.firstMessage}</dt>
          <dd className="break-words whitespace-pre-wrap">{definition.firstMessage}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{copy.questions}</dt>
          <dd>
            <ol className="list-decimal pl-5">
              {definition.questions.map((question, at) => (
                <li key={at} className="break-words whitespace-pre-wrap">
                  {question}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
