// The people table's columns beyond the record: a box to pick each person for a bulk action
// (and one for the whole page), their star and their tags.
import type { PersonRow } from '@vibe/contracts/admin';
import { createColumnHelper, type Table } from '@tanstack/react-table';
import { Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { adminCopy } from '../copy.ts';
import type { PeopleSelection } from '../model/use-people-selection.ts';

const copy = adminCopy.peopleList;
const column = createColumnHelper<PersonRow>();

/** What the table's meta carries for these columns. */
export interface PeopleTableMeta {
  selection: PeopleSelection;
}

function selectionOf(table: Table<PersonRow>): PeopleSelection | undefined {
  return (table.options.meta as PeopleTableMeta | undefined)?.selection;
}

/** The page's box: checked when everyone loaded is picked, mixed when some are. */
function SelectPage({ table }: { table: Table<PersonRow> }) {
  const selection = selectionOf(table);
  const emails = table.getRowModel().rows.map((row) => row.original.email);
  const picked = emails.filter((email) => selection?.has(email)).length;
  const box = useRef<HTMLInputElement>(null);
  const mixed = picked > 0 && picked < emails.length;
  // `indeterminate` is a property only, with no attribute React could set.
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  if (!selection) return null;
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={copy.bulk.selectPage}
      disabled={emails.length === 0}
      checked={emails.length > 0 && picked === emails.length}
      onChange={(event) => selection.togglePage(emails, event.target.checked)}
    />
  );
}

export const selectColumn = column.display({
  id: 'select',
  header: ({ table }) => <SelectPage table={table} />,
  cell: ({ row, table }) => {
    const selection = selectionOf(table);
    const email = row.original.email;
    return selection ? (
      <input
        type="checkbox"
        className="size-4 accent-primary"
        aria-label={copy.bulk.select(email)}
        checked={selection.has(email)}
        onChange={(event) => selection.toggle(email, event.target.checked)}
      />
    ) : null;
  },
});

export const starColumn = column.accessor('starred', {
  header: () => <span className="sr-only">{copy.marks.starred}</span>,
  cell: (info) =>
    info.getValue() ? (
      <span title={copy.marks.starred}>
        <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
        <span className="sr-only">{copy.marks.starred}</span>
      </span>
    ) : null,
});

export const tagsColumn = column.accessor('tags', {
  header: copy.marks.tags,
  cell: (info) => (
    <ul className="flex flex-wrap gap-1">
      {info.getValue().map((tag) => (
        <li key={tag.id} className="rounded-full bg-secondary px-2 py-0.5 text-xs">
          <bdi>{tag.name}</bdi>
        </li>
      ))}
    </ul>
  ),
});
