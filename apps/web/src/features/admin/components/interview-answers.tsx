import type { PersonInterview } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';
import { formatDuration } from './admin-ui.tsx';

const copy = adminCopy.person;

/**
 * An interview's answers question by question, and the platform's summary of the call when its
 * report had one. Nothing when there is neither (e.g. interviews from before versions existed).
 */
export function InterviewAnswers({ interview }: { interview: PersonInterview }) {
  if (interview.answers.length === 0 && !interview.summary) return null;
  return (
    <div className="grid gap-3">
      {interview.summary ? (
        <section aria-label={copy.summary}>
          <h3 className="mb-1 text-sm font-medium">{copy.summary}</h3>
          <p dir="auto" className="text-sm whitespace-pre-wrap break-words">
            {interview.summary}
          </p>
        </section>
      ) : null}
      {interview.answers.length > 0 ? (
        <section aria-label={copy.answers}>
          <h3 className="mb-1 text-sm font-medium">{copy.answers}</h3>
          <dl className="grid gap-2">
            {interview.answers.map((answer) => (
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
