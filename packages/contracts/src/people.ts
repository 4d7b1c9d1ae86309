// Working through people on the dashboard (docs/product.md#working-through-people): notes, tags,
// a star and a reviewed mark per person, bulk actions on a selection, and the people list's
// filters and orders as the API and the page address spell them. Plain TypeScript: the dashboard
// imports it without zod.

/** Longest note, in characters. */
export const NOTE_MAX_LENGTH = 2_000;
/** Most notes on one person: a cap on what one organiser's session can store. */
export const NOTES_PER_PERSON_MAX = 200;
/** Longest tag name, in characters. */
export const TAG_NAME_MAX_LENGTH = 40;
/** Most tags in the owners' list. */
export const TAGS_MAX = 100;
/** Most people in one bulk action or selection export. */
export const BULK_MAX = 500;
/** Largest body naming a selection: {@link BULK_MAX} addresses of the longest kind, quoted. */
export const SELECTION_BODY_MAX_BYTES = BULK_MAX * 300;

/** A note on a person: who wrote it and when. */
export interface PersonNote {
  id: string;
  /** The author's e-mail address. */
  author: string;
  body: string;
  createdAt: string;
}

/** A tag of the owners' list. */
export interface Tag {
  id: string;
  name: string;
  /** How many people carry it. */
  people: number;
}

/** `GET /api/admin/tags`: every tag, by name. */
export interface TagsAnswer {
  items: Tag[];
}

/** A tag as a person carries it. */
export interface TagRef {
  id: string;
  name: string;
}

/** What organisers have marked on a person (the person page's "work" part). */
export interface PersonWork {
  starred: boolean;
  /** When the person was marked reviewed, and by whom; null when not reviewed. */
  reviewedAt: string | null;
  reviewedBy: string | null;
  tags: TagRef[];
  /** Newest first. */
  notes: PersonNote[];
}

/** `POST /api/admin/tags` body. */
export interface CreateTagBody {
  name: string;
}

/** `PUT /api/admin/people/:email/star` body. */
export interface StarBody {
  starred: boolean;
}

/** `PUT /api/admin/people/:email/reviewed` body. */
export interface ReviewedBody {
  reviewed: boolean;
}

/** `POST /api/admin/people/:email/notes` body. */
export interface NoteBody {
  body: string;
}

/** What a bulk action does to each selected person. `erase` is for owners only. */
export const BULK_ACTIONS = [
  'tag',
  'untag',
  'star',
  'unstar',
  'review',
  'unreview',
  'erase',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** `POST /api/admin/people/bulk` body: `tagId` with `tag` and `untag` only. */
export interface BulkBody {
  action: BulkAction;
  emails: string[];
  tagId?: string;
}

/** `POST /api/admin/people/bulk` answer: how many of the selected people it changed. */
export interface BulkAnswer {
  action: BulkAction;
  /** People changed (already tagged, unknown or unchanged ones are not counted). */
  changed: number;
  /** Calls the voice platform kept, for `erase` (see the single erasure's answer). */
  notDeleted?: { platformCalls: string[]; reason: string };
}

/** `POST /api/admin/export/{people,interviews}.{csv,jsonl}` body: export exactly these people. */
export interface SelectionExportBody {
  emails: string[];
}

/**
 * The people list's query parameters (API and page address alike), every one optional:
 * - `q`: part of the e-mail address; `status`: a person status (`partial` included);
 * - `tag`: a tag id; `starred`: `1`; `reviewed`: `1` (reviewed) or `0` (not yet);
 * - `from`, `to`: sign-up dates `YYYY-MM-DD`, both days included, in UTC;
 * - `version`: an interview version id (people whose latest interview ran it);
 * - `question` with `answer`: people whose answer to that question id contains the words;
 * - `sort`: one of `PEOPLE_SORTS` of `@vibe/contracts/admin` (`newest` is the default).
 */
export const PEOPLE_QUERY_KEYS = [
  'q',
  'status',
  'tag',
  'starred',
  'reviewed',
  'from',
  'to',
  'version',
  'question',
  'answer',
  'sort',
] as const;
export type PeopleQueryKey = (typeof PEOPLE_QUERY_KEYS)[number];

/** Longest `answer` filter text, in characters. */
export const ANSWER_FILTER_MAX_LENGTH = 200;
