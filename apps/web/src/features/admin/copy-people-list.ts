// The people list's texts beyond its table: filters, order, the selection and its actions.
// Part of the dashboard's copy (copy.ts, as `adminCopy.peopleList`), in a file of its own so
// that file stays short.
import type { PeopleSort } from '@vibe/contracts/admin';

/** `1 person`, `12 people`. */
const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

export const peopleListCopy = {
  /** Its filters and order (their values live in the page address). */
  filters: {
    label: 'Filters',
    searchApply: 'Search',
    tag: 'Tag',
    anyTag: 'Any tag',
    starred: 'Starred only',
    reviewed: 'Reviewed',
    reviewedAny: 'Reviewed or not',
    reviewedYes: 'Reviewed',
    reviewedNo: 'Not reviewed',
    from: 'Signed up from',
    to: 'Signed up to',
    version: 'Interview version',
    anyVersion: 'Any version',
    versionLabel: (number: number, live: boolean) => `Version ${number}${live ? ' (live)' : ''}`,
    question: 'Answered question',
    anyQuestion: 'Choose a question',
    answer: 'containing',
    answerApply: 'Apply',
    sort: 'Order',
    sorts: {
      newest: 'Newest sign-ups first',
      oldest: 'Oldest sign-ups first',
      longest: 'Longest interview first',
      'recently-completed': 'Most recently completed first',
    } satisfies Record<PeopleSort, string>,
    clear: 'Clear filters',
  },
  /** Its selection and what can be done to it at once. */
  bulk: {
    select: (email: string) => `Select ${email}`,
    selectPage: 'Select everyone on this page',
    selected: (count: number) => `${count} selected`,
    actions: 'Actions on the selected people',
    tag: 'Tag…',
    untag: 'Untag…',
    tagTitle: (count: number) => `Tag ${peopleCount(count)}`,
    untagTitle: (count: number) => `Untag ${peopleCount(count)}`,
    tagPick: 'Tag',
    noTags: 'No tags yet: an owner makes them with Manage tags.',
    apply: 'Apply',
    cancel: 'Cancel',
    star: 'Star',
    unstar: 'Unstar',
    review: 'Mark reviewed',
    unreview: 'Mark not reviewed',
    export: 'Export selection (CSV)',
    erase: 'Erase',
    eraseTitle: (count: number) => `Erase ${peopleCount(count)}? This cannot be undone.`,
    eraseDescription:
      'Their sign-ups, interviews, recordings and notes are deleted here and, where the server can, on the voice platform.',
    eraseConfirm: (count: number) => `Erase ${peopleCount(count)}`,
    tooMany: (max: number) => `Select at most ${max} people for one action.`,
    done: {
      tag: (changed: number, tag: string) => `Tagged ${peopleCount(changed)} “${tag}”.`,
      untag: (changed: number, tag: string) => `Took “${tag}” off ${peopleCount(changed)}.`,
      star: (changed: number) => `Starred ${peopleCount(changed)}.`,
      unstar: (changed: number) => `Took the star off ${peopleCount(changed)}.`,
      review: (changed: number) => `Marked ${peopleCount(changed)} reviewed.`,
      unreview: (changed: number) => `Marked ${peopleCount(changed)} not reviewed.`,
      erase: (changed: number) => `Erased ${peopleCount(changed)}.`,
      exported: (count: number) => `Exported ${peopleCount(count)}.`,
    },
    platformKept: (calls: number, reason: string) =>
      `The voice platform kept ${calls} ${calls === 1 ? 'call' : 'calls'}: ${reason}`,
  },
  /** The marks shown per person. */
  marks: {
    starred: 'Starred',
    tags: 'Tags',
  },
} as const;
