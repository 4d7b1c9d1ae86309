import { PERSON_STATUSES, type PersonStatus } from '@vibe/contracts/admin';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { exportHref, type ExportFile } from '../api/get-export.ts';
import { FIRST_PEOPLE_QUERY, usePeople, type PeopleQuery } from '../api/get-people.ts';
import { Field, PageTitle, SelectField } from '../components/admin-ui.tsx';
import { PeopleTable } from '../components/people-table.tsx';
import { TagManager } from '../components/tag-manager.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.people;

/** The export files (with the table's filters and order), CSVs first. */
const EXPORTS: { file: ExportFile; label: string; variant: 'outline' | 'ghost' }[] = [
  { file: 'people.csv', label: copy.exportPeople, variant: 'outline' },
  { file: 'interviews.csv', label: copy.exportInterviews, variant: 'outline' },
  { file: 'people.jsonl', label: copy.exportPeopleJsonl, variant: 'ghost' },
  { file: 'interviews.jsonl', label: copy.exportJsonl, variant: 'ghost' },
];

/** Typing settles for this long before the search runs. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * People by sign-up time (newest or oldest first), a page at a time (the server's cursor keeps
 * pages stable while people sign up); search, status filter, exports with the same filters and
 * order; refreshes itself.
 */
export function PeopleScreen() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<PeopleQuery>(FIRST_PEOPLE_QUERY);
  // The cursors of the pages before the current one; the last is the current page's.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) => (current.q === typed ? current : { ...current, q: typed }));
      setCursors([null]);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const people = usePeople(query, cursor);

  return (
    <>
      <PageTitle
        actions={[
          <TagManager key="tags" />,
          ...EXPORTS.map(({ file, label, variant }) => (
            <a
              key={file}
              className={buttonVariants({ variant, size: 'sm' })}
              href={exportHref(file, query)}
              download
            >
              {label}
            </a>
          )),
        ]}
      >
        {copy.title}
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field
          label={copy.search}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="w-full sm:w-72"
        />
        <SelectField
          label={copy.status}
          value={query.status}
          onChange={(event) => {
            setQuery({ ...query, status: event.target.value as PersonStatus | '' });
            setCursors([null]);
          }}
        >
          <option value="">{copy.anyStatus}</option>
          {PERSON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-muted-foreground sm:ml-auto">{copy.refreshing}</p>
      </div>
      {people.data ? (
        <PeopleTable
          rows={people.data.items}
          sort={query.sort}
          onSortChange={(sort) => {
            setQuery({ ...query, sort });
            setCursors([null]);
          }}
        />
      ) : null}
      {people.isError ? <p role="alert">{adminCopy.errors.generic}</p> : null}
      {/* With the first page, not before: appearing under the table, it would be pushed down. */}
      {people.data || people.isError ? (
        <div className="mt-4 flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={cursors.length === 1}
            onClick={() => setCursors([null])}
          >
            {copy.first}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={cursors.length === 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {copy.previous}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!people.data?.nextCursor}
            onClick={() => {
              const next = people.data?.nextCursor;
              if (next) setCursors([...cursors, next]);
            }}
          >
            {copy.next}
          </Button>
        </div>
      ) : null}
    </>
  );
}
