import type { PersonInterview } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';
import { formatDuration } from './admin-ui.tsx';

const copy = adminCopy.person;

/**
 * An attempt's answers question by question, and the platform's summary of the call when its
 * report had one. Nothing when there is neither (e.g. attempts from before versions existed).
 */
export function AttemptAnswers({ attempt }: { attempt: PersonInterview }) {
  if (attempt.answers.length === 0 && !attempt.summary) return null;
  return (
    <div className="grid gap-3">
      {attempt.summary ? (
        <section aria-label={copy.summary}>
          <h3 className="mb-1 text-sm font-medium">{copy.summary}</h3>
          <p dir="auto" className="text-sm whitespace-pre-wrap break-words">
            {attempt.summary}
          </p>
        </section>
      ) : null}
      {attempt.answers.length > 0 ? (
        <section aria-label={copy.answers}>
          <h3 className="mb-1 text-sm font-medium">{copy.answers}</h3>
          <dl className="grid gap-2">
            {attempt.answers.map((answer) => (
              <div key={answer.questionIndex} className="rounded-md bg-muted/50 p-2 text-sm">
                <dt className="font-medium">
                  {answer.questionIndex + 1}. <bdi>{answer.question}</bdi>
                  {answer.startSeconds !== null ? (
                    <span className="ml-2 text-xs font-normal text-muted-foreground">
                      {formatDuration(answer.startSeconds)}
                    </span>
                  ) : null}
                </dt>
                <dd dir="auto" className="whitespace-pre-wrap break-words">
                  {answer.answer}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
