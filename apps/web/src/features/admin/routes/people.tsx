import { Suspense, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { exportHref, type ExportFile } from '../api/get-export.ts';
import { useMe } from '../api/get-me.ts';
import { usePeople } from '../api/get-people.ts';
import { PageTitle } from '../components/admin-ui.tsx';
import { PeopleFilters } from '../components/people-filters.tsx';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';
import { PeopleBulkBar, PeopleTable } from '../components/people-lazy.ts';
import { TagManager } from '../components/tag-manager.tsx';
import { adminCopy } from '../copy.ts';
import { usePeopleSelection } from '../model/use-people-selection.ts';
import { usePeopleView } from '../model/use-people-view.ts';

const copy = adminCopy.people;

/** The export files (with the table's filters and order), CSVs first. */
const EXPORTS: { file: ExportFile; label: string; variant: 'outline' | 'ghost' }[] = [
  { file: 'people.csv', label: copy.exportPeople, variant: 'outline' },
  { file: 'interviews.csv', label: copy.exportInterviews, variant: 'outline' },
  { file: 'people.jsonl', label: copy.exportPeopleJsonl, variant: 'ghost' },
  { file: 'interviews.jsonl', label: copy.exportJsonl, variant: 'ghost' },
];

/**
 * People, a page at a time (the server's cursor keeps pages stable while people sign up), in
 * the order and with the filters of the page address, so a reload or a shared link opens the
 * same view; exports with the same filters and order, or of the people selected; bulk actions on
 * the selection; refreshes itself.
 */
export function PeopleScreen() {
  const view = usePeopleView();
  const { query, cursor } = view;
  const selection = usePeopleSelection(view.key);
  const owner = useMe().data?.role === 'owner';
  // What the last bulk action changed, said until the next one.
  const [done, setDone] = useState('');
  // Asked for once the page has painted: the rows show in the table, whose code comes only then
  // (components/people-lazy.ts), and asked for before, they would share a slow connection with
  // the code the first paint waits for.
  const people = usePeople(query, cursor, useAfterFirstPaint());

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
      <PeopleFilters query={query} onChange={view.change} />
      {/* Always there, so that a change of the count is announced, the first pick too. */}
      <p role="status" className="sr-only">
        {selection.count > 0 ? adminCopy.peopleList.bulk.selected(selection.count) : ''}
      </p>
      <p role="status" className="mb-2 text-sm empty:hidden">
        {done}
      </p>
      {/* Their own chunks (components/people-lazy.ts): nothing shows in their place meanwhile. */}
      <Suspense fallback={null}>
        {selection.count > 0 ? (
          <PeopleBulkBar selection={selection} owner={owner} onDone={setDone} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {people.data ? (
          <PeopleTable
            rows={people.data.items}
            sort={query.sort}
            onSortChange={(sort) => view.change({ sort })}
            selection={selection}
          />
        ) : null}
      </Suspense>
      {people.isError ? <p role="alert">{adminCopy.errors.generic}</p> : null}
      {/* With the first page, not before: appearing under the table, it would be pushed down. */}
      {people.data || people.isError ? (
        <div className="mt-4 flex gap-2">
          <Button variant="outline" size="sm" disabled={view.atFirst} onClick={view.first}>
            {copy.first}
          </Button>
          <Button variant="outline" size="sm" disabled={view.atFirst} onClick={view.previous}>
            {copy.previous}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!people.data?.nextCursor}
            onClick={() => {
              const next = people.data?.nextCursor;
              if (next) view.next(next);
            }}
          >
            {copy.next}
          </Button>
        </div>
      ) : null}
    </>
  );
}
