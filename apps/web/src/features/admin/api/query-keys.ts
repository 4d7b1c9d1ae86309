// The dashboard's query keys in one place, so a mutation invalidates exactly what it changes,
// and how often its live screens refresh.
import type { OverviewPeriod } from '@vibe/contracts/admin';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnswersQuery } from './get-answers.ts';
import type { PeopleQuery } from './people-query.ts';

/** How often the overview and the people list refresh while open. */
export const ADMIN_REFRESH_MS = 5_000;

/** Query keys of the dashboard; each list's key is the prefix of its pages' keys. */
export const adminKeys = {
  /** Every query of the dashboard. */
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  setup: ['admin', 'setup'] as const,
  overview: (period: OverviewPeriod) => ['admin', 'overview', period] as const,
  /** Every page of the people list, whatever its filters. */
  people: ['admin', 'people'] as const,
  peoplePage: (query: PeopleQuery, cursor: string | null) =>
    ['admin', 'people', query, cursor] as const,
  person: (email: string) => ['admin', 'person', email] as const,
  audit: ['admin', 'audit'] as const,
  organisers: ['admin', 'organisers'] as const,
  /** Pending invitations (owners only). */
  invitations: ['admin', 'invitations'] as const,
  /** The live interview, its versions and voices. */
  interview: ['admin', 'interview'] as const,
  interviewVersions: ['admin', 'interview', 'versions'] as const,
  interviewVoices: ['admin', 'interview', 'voices'] as const,
  /** Every page of answers, whatever the version, question or search. */
  answers: ['admin', 'answers'] as const,
  answersPage: (query: AnswersQuery, cursor: string | null) =>
    ['admin', 'answers', query, cursor] as const,
  /** The Answers screen's questions and their counts: under `answers`, so a save refreshes them. */
  answersQuestions: ['admin', 'answers', 'questions'] as const,
};

/** What saving an interview version, or making one live, touches. */
export const interviewChangeKeys = [adminKeys.interview, adminKeys.answers, adminKeys.audit];

/**
 * What a change to an organiser touches: the organiser list, their invitations (a demoted or
 * removed owner's are withdrawn with the change) and the audit log.
 */
export const organiserChangeKeys = [adminKeys.organisers, adminKeys.invitations, adminKeys.audit];

/** Marks every query under these keys stale; the ones on screen refetch. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
