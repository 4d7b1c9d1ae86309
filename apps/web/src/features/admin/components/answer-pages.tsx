import { formatDateTime } from '../format/dates.ts';
import type { AnswerRow } from '@vibe/contracts/interview';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useAnswers, type AnswersQuery } from '../api/get-answers.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { FormError } from './admin-ui.tsx';

const copy = adminCopy.answers;

/** The person page of an answer, its recording sought to where the answer starts. */
export function answerLink(row: Pick<AnswerRow, 'email' | 'interviewId' | 'startSeconds'>) {
  const params = new URLSearchParams({ interview: row.interviewId });
  if (row.startSeconds !== null) params.set('t', String(Math.floor(row.startSeconds)));
  return `/admin/people/${encodeURIComponent(row.email)}?${params.toString()}`;
}

/** An answer given to another wording of its question says which, and in which version. */
function AskedAs({ row }: { row: AnswerRow }) {
  return (
    <p className="text-xs text-muted-foreground">
      {copy.askedAs} “<bdi>{row.question}</bdi>”, {copy.inVersion(row.versionNumber)}
    </p>
  );
}

function AnswerItem({ row, text }: { row: AnswerRow; text: string }) {
  return (
    <li className="grid gap-1 border-b border-border py-2 text-sm last:border-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={`/admin/people/${encodeURIComponent(row.email)}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          <bdi>{row.email}</bdi>
        </Link>
        <time dateTime={row.createdAt} className="text-muted-foreground">
          {formatDateTime(row.createdAt)}
        </time>
        {row.recordingUrl ? (
          <Link
            to={answerLink(row)}
            aria-label={copy.playLabel(row.email)}
            className="ml-auto rounded-md border border-border px-2 py-0.5 text-xs hover:bg-muted"
          >
            ▶ {copy.play}
          </Link>
        ) : null}
      </div>
      {row.question === text ? null : <AskedAs row={row} />}
      <p dir="auto" className="whitespace-pre-wrap break-words">
        {row.answer}
      </p>
    </li>
  );
}

/** A question without answers, or a search that matched none of them. */
function NoAnswers({ q }: { q: string }) {
  return <p className="text-sm text-muted-foreground">{q ? copy.noMatch(q) : copy.empty}</p>;
}

/** One page of a question's answers; the last page offers the next. */
function AnswerPage(props: {
  query: AnswersQuery;
  cursor: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const page = useAnswers(props.query, props.cursor);
  if (page.isError) return <FormError>{errorMessageOf(page.error)}</FormError>;
  if (!page.data) return null;
  const { items, nextCursor } = page.data;
  return (
    <>
      {props.cursor === null && items.length === 0 ? <NoAnswers q={props.query.q} /> : null}
      <ul>
        {items.map((row) => (
          <AnswerItem key={row.id} row={row} text={page.data.question.text} />
        ))}
      </ul>
      {props.last && nextCursor ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => props.onMore(nextCursor)}
        >
          {copy.more}
        </Button>
      ) : null}
    </>
  );
}

/**
 * A question's answers from every version, newest first, page after page as "More" is pressed.
 * Its parent keys it by the query, so a new search starts again from the first page. A question
 * counted without answers (one just added, say) asks nothing of the server.
 */
export function AnswerPages({ query, count }: { query: AnswersQuery; count: number }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  if (count === 0) return <NoAnswers q={query.q} />;
  return (
    <div>
      {cursors.map((cursor, index) => (
        <AnswerPage
          key={cursor ?? 'first'}
          query={query}
          cursor={cursor}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors((old) => [...old, next])}
        />
      ))}
    </div>
  );
}
