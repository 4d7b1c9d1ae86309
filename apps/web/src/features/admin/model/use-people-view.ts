import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { peopleParams, peopleQueryOf, type PeopleQuery } from '../api/people-query.ts';

/**
 * The people list's view: its filters and order read from the page address, so a reload or a
 * shared link opens the same list, and the page of it shown.
 *
 * The address is written only by `change`, which the controls call from their own event
 * handlers (a select's change, a search's submit or blur), never from a timer or an effect: a
 * write that landed after a click on a person had begun to open their page would take the
 * owner back to the list.
 */
export function usePeopleView() {
  const [params, setParams] = useSearchParams();
  const query = peopleQueryOf(params);
  const key = peopleParams(query).toString();
  // The cursors of the pages before the current one (the last is the current page's), for the
  // view they were read in: another view starts from its first page.
  const [paging, setPaging] = useState<{ of: string; cursors: (string | null)[] }>({
    of: key,
    cursors: [null],
  });
  const cursors = paging.of === key ? paging.cursors : [null];
  return {
    query,
    /** The view's own key: the same filters and order, the same text. */
    key,
    cursor: cursors.at(-1) ?? null,
    /** True on the first page. */
    atFirst: cursors.length === 1,
    /** New filters or order, in place of the current address (not one history entry each). */
    change: (patch: Partial<PeopleQuery>) =>
      setParams(peopleParams({ ...query, ...patch }), { replace: true }),
    first: () => setPaging({ of: key, cursors: [null] }),
    previous: () => setPaging({ of: key, cursors: cursors.slice(0, -1) }),
    next: (cursor: string) => setPaging({ of: key, cursors: [...cursors, cursor] }),
  };
}

export type PeopleView = ReturnType<typeof usePeopleView>;
