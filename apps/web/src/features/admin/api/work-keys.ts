import type { QueryKey } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** The owners' tag list: under `admin`, so a sign-out or an erasure drops it with the rest. */
export const tagsKey = [...adminKeys.all, 'tags'] as const;

/**
 * What a change to a person's star, reviewed mark, tags or notes touches: their page, every
 * page of the people list (its columns and filters show the marks), the tag list's counts and
 * the audit log.
 */
export function personWorkChangeKeys(email: string): QueryKey[] {
  return [adminKeys.person(email), adminKeys.people, tagsKey, adminKeys.audit];
}

/** What adding or deleting a tag touches: the tag list, every person's tags, the audit log. */
export const tagChangeKeys: QueryKey[] = [
  tagsKey,
  adminKeys.people,
  ['admin', 'person'],
  adminKeys.audit,
];

/** A person's path under /api/admin, the e-mail encoded as one segment. */
export function personPath(email: string): string {
  return `/api/admin/people/${encodeURIComponent(email)}`;
}
