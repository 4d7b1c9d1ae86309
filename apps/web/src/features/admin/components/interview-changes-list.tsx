import { adminCopy } from '../copy.ts';
import { changesNothing, type InterviewChanges } from './interview-changes.ts';

const copy = adminCopy.interview.changes;

function Questions({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section aria-label={title} className="grid gap-1">
      <h4 className="font-medium">{title}</h4>
      <ul className="list-disc pl-5">
        {items.map((item, at) => (
          <li key={at} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a version changes from the live one, said in lists (nothing listed when it is the same). */
export function InterviewChangesList({ changes }: { changes: InterviewChanges }) {
  return (
    <section aria-label={copy.title} className="grid gap-3 text-sm">
      <h3 className="font-medium">{copy.title}</h3>
      {changesNothing(changes) ? <p>{copy.none}</p> : null}
      <Questions title={copy.added} items={changes.added} />
      <Questions title={copy.removed} items={changes.removed} />
      <Questions
        title={copy.reworded}
        items={changes.reworded.map(({ from, to }) => `“${from}” → “${to}”`)}
      />
      {changes.fields.length ? (
        <p>
          {copy.other} {changes.fields.join(', ')}
        </p>
      ) : null}
    </section>
  );
}
