import { useState } from 'react';

/**
 * The people picked for a bulk action, by e-mail, in one view of the list. Another view (other
 * filters or order) starts with nobody picked: an action never reaches people the list no
 * longer shows. Turning the page keeps the picks.
 */
export function usePeopleSelection(viewKey: string) {
  const [picked, setPicked] = useState<{ of: string; emails: ReadonlySet<string> }>({
    of: viewKey,
    emails: new Set(),
  });
  const emails = picked.of === viewKey ? picked.emails : new Set<string>();
  const set = (next: ReadonlySet<string>) => setPicked({ of: viewKey, emails: next });
  return {
    emails,
    count: emails.size,
    has: (email: string) => emails.has(email),
    /** Picks one person, or lets them go. */
    toggle: (email: string, on: boolean) => {
      const next = new Set(emails);
      if (on) next.add(email);
      else next.delete(email);
      set(next);
    },
    /** Picks every person of `page` (the rows loaded), or lets them all go. */
    togglePage: (page: readonly string[], on: boolean) => {
      const next = new Set(emails);
      for (const email of page) {
        if (on) next.add(email);
        else next.delete(email);
      }
      set(next);
    },
    clear: () => set(new Set()),
  };
}

export type PeopleSelection = ReturnType<typeof usePeopleSelection>;
