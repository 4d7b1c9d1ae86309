import type { PeopleSort, PersonRow } from '@vibe/contracts/admin';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { adminCopy } from '../copy.ts';
import type { PeopleSelection } from '../model/use-people-selection.ts';
import { RelativeTime } from '../format/relative-time.tsx';
import {
  selectColumn,
  starColumn,
  tagsColumn,
  type PeopleTableMeta,
} from './people-table-marks.tsx';
import { formatDuration } from './admin-ui.tsx';

const copy = adminCopy.people;
const column = createColumnHelper<PersonRow>();

const columns = [
  selectColumn,
  starColumn,
  column.accessor('email', {
    header: copy.columns.email,
    cell: (info) => (
      <Link
        to={`/admin/people/${encodeURIComponent(info.getValue())}`}
        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
      >
        <bdi>{info.getValue()}</bdi>
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    header: copy.columns.signedUp,
    cell: (info) => <RelativeTime iso={info.getValue()} />,
  }),
  column.accessor('attempts', { header: copy.columns.attempts }),
  column.accessor('latestStatus', {
    header: copy.columns.status,
    cell: (info) => copy.statuses[info.getValue()],
  }),
  column.accessor('durationSeconds', {
    header: copy.columns.duration,
    cell: (info) => formatDuration(info.getValue()),
  }),
  tagsColumn,
];

/** The "Signed up" header: sorts by sign-up time, newest or oldest first (done by the server). */
function SortBySignUp({ sort, onChange }: { sort: PeopleSort; onChange: (s: PeopleSort) => void }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onChange(sort === 'newest' ? 'oldest' : 'newest')}
    >
      {copy.columns.signedUp}
      {sort === 'newest' || sort === 'oldest' ? (
        <>
          <span aria-hidden="true">{sort === 'newest' ? '↓' : '↑'}</span>
          <span className="sr-only">, {sort === 'newest' ? copy.sortNewest : copy.sortOldest}</span>
        </>
      ) : null}
    </button>
  );
}

/** The people of one page, in the server's order by sign-up time. */
export function PeopleTable({
  rows,
  sort,
  onSortChange,
  selection,
}: {
  rows: PersonRow[];
  sort: PeopleSort;
  onSortChange: (sort: PeopleSort) => void;
  /** The people picked for a bulk action: a box per row and one for the page. */
  selection: PeopleSelection;
}) {
  // The compiler skips this component (the table's API returns fresh functions); one page of
  // rows re-renders cheaply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    meta: { selection } satisfies PeopleTableMeta,
  });
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="px-3 py-2 font-medium"
                  aria-sort={
                    // The list's other orders (by interview) sort no column.
                    header.column.id === 'createdAt' && (sort === 'newest' || sort === 'oldest')
                      ? sort === 'newest'
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  {header.column.id === 'createdAt' ? (
                    <SortBySignUp sort={sort} onChange={onSortChange} />
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 whitespace-nowrap">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
                {copy.empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
