// The organisers' dashboard API (/api/admin, docs/architecture.md): shapes shared by the server
// and the dashboard (docs/product.md#dashboard).
import { INTERVIEW_STATUSES, type OnboardingRecord, type TranscriptEntry } from './api.ts';
import type { PersonInterviewAnswers } from './interview.ts';
import type { PersonWork, TagRef } from './people.ts';

/** The roles of an organiser: an owner does everything, a viewer reads and exports. */
export const ORGANISER_ROLES = ['owner', 'viewer'] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

/**
 * A person's status: that of their latest interview (the latest one that saw any activity, else
 * the one opened at sign-up), or `none` for a record with no interview at all.
 */
export const PERSON_STATUSES = ['none', ...INTERVIEW_STATUSES] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/**
 * Orders of the people list: by sign-up time (`newest` first is the default), by the latest
 * interview's length (`longest` first) or by when it was completed (`recently-completed` first).
 */
export const PEOPLE_SORTS = ['newest', 'oldest', 'longest', 'recently-completed'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** Periods of the overview, in days (`all`: no limit). */
export const OVERVIEW_PERIODS = ['7', '30', '90', 'all'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** People per page: default and most. */
export const PEOPLE_PAGE_SIZE = 50;
export const PEOPLE_PAGE_MAX = 200;

/** Shortest and longest organiser password (the server's and better-auth's rule, the forms' too). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/** How long an invitation link stays valid. */
export const INVITATION_TTL_HOURS = 72;

/** How long a password-reset link stays valid (it opens once). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * The dashboard page a password-reset e-mail links to; the link's token is its fragment
 * (`#<token>`), so it never reaches a server log or a Referer.
 */
export const PASSWORD_RESET_PAGE = '/admin/reset-password';

/** Error codes the admin API adds to the rest of /api. */
export const ADMIN_ERROR_CODES = {
  forbidden: 'forbidden',
  invalidQuery: 'invalid_query',
  /** A pagination cursor this API did not give out (malformed, or naming no real instant) (400). */
  invalidCursor: 'invalid_cursor',
  invalidSetupCode: 'invalid_setup_code',
  setupDone: 'setup_done',
  invalidInvitation: 'invalid_invitation',
  organiserExists: 'organiser_exists',
  weakPassword: 'weak_password',
  /** Too many failed passwords or codes: the account refuses every check for a while (429). */
  accountLocked: 'account_locked',
  /** A TOTP code that already opened a session or turned two-factor on (401). */
  codeUsed: 'code_used',
  /** The interview cannot be changed from here (no key for the hosted platform) (409). */
  interviewReadOnly: 'interview_read_only',
  /** The voice platform offers no speech synthesis for a sample (501). */
  sampleUnavailable: 'sample_unavailable',
  /** The voice is busy with live calls or other samples: try again after `Retry-After` (503). */
  sampleBusy: 'sample_busy',
  /**
   * The voice platform refused the new interview version (502): the version is kept, not live;
   * the body's `version` is it, and the message is the platform's own words.
   */
  platformRefused: 'platform_refused',
  /**
   * A save or go-live based on a version older than the newest (409): another owner saved since;
   * the body's `latest` is their version.
   */
  versionConflict: 'version_conflict',
  /** A tag of that name (regardless of case) is already in the list (409). */
  tagExists: 'tag_exists',
  /** The tag list holds its most tags, or the person their most notes (409). */
  tagsFull: 'tags_full',
  notesFull: 'notes_full',
  /** Something that sends e-mail, asked of a server without SMTP_URL (404). */
  mailOff: 'mail_off',
} as const;

export interface OverviewAnswer {
  /**
   * People by their latest interview: `partial` and `abandoned` beside the funnel are started
   * interviews that ended with some questions, or none, answered.
   */
  funnel: {
    signedUp: number;
    started: number;
    completed: number;
    partial: number;
    abandoned: number;
  };
  /**
   * Every day of the period (UTC), with the people who signed up that day and how many of them
   * have started, completed or partly answered their latest interview: the completion rate over
   * time is `completed / started`.
   */
  perDay: OverviewDay[];
  medianDurationSeconds: number | null;
  /**
   * Every interview version interviews ran with, newest first (interviews from before versions
   * last), over all time whatever the period.
   */
  perVersion: OverviewVersion[];
}

export interface OverviewDay {
  date: string;
  signups: number;
  started: number;
  completed: number;
  partial: number;
}

export interface OverviewVersion {
  /** The version's number; null for interviews from before versions. */
  number: number | null;
  /** When the version was saved (null without a version). */
  savedAt: string | null;
  /** Its interviews that left `pending` (started, whatever came of them); the rate is `completed / attempts`. */
  attempts: number;
  completed: number;
  partial: number;
  /** The median duration of its completed interviews (null: none with a duration). */
  medianDurationSeconds: number | null;
}

export interface PersonRow {
  email: string;
  createdAt: string;
  /** How many interviews this e-mail has had (the field keeps its published name). */
  attempts: number;
  latestStatus: PersonStatus;
  durationSeconds: number | null;
  /** When the latest interview was completed (the `recently-completed` order's key). */
  completedAt: string | null;
  starred: boolean;
  reviewed: boolean;
  tags: TagRef[];
}

export interface PeopleAnswer {
  items: PersonRow[];
  nextCursor: string | null;
}

export interface PersonInterview extends PersonInterviewAnswers {
  id: string;
  status: PersonStatus;
  startedAt: string | null;
  completedAt: string | null;
  durationSeconds: number | null;
  endedReason: string | null;
  transcript: TranscriptEntry[];
  /** The call's recording (mono), played through the dashboard's own API; null without one. */
  recordingUrl: string | null;
  /** The stereo recording (visitor left, assistant right), for download; null without one. */
  stereoRecordingUrl: string | null;
}

export interface PersonAnswer {
  /** The onboarding record; its transcript is each interview's, below. */
  record: Omit<OnboardingRecord, 'transcript'>;
  interviews: PersonInterview[];
  /** What organisers have marked on the person: star, reviewed, tags, notes. */
  work: PersonWork;
}

/**
 * `DELETE /api/admin/people/:email` answers `204` when the person is erased everywhere, and
 * `200` with this body when the product's database is erased but the voice platform kept some
 * of the person's calls: `notDeleted` names them and says why (no key to delete them, or the
 * platform refused).
 */
export interface ErasureAnswer {
  erased: true;
  notDeleted: { platformCalls: string[]; reason: string };
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  target: string | null;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'export',
  'delete',
  'invite',
  'role-change',
  'setup',
  'remove-organiser',
  'withdraw-invitation',
  /** An organiser account locked after too many failures; the actor is the last address. */
  'account-lock',
  /** An owner saved a new version of the interview (target: `version N`). */
  'interview-save',
  /** An owner restored an earlier version as a new one (target: `version N from version M`). */
  'interview-restore',
  /** An owner saved a draft of the interview, not sent to the platform (target: `version N (draft)`). */
  'interview-draft',
  /** An owner made a draft live (target: `version N`). */
  'interview-go-live',
  /** An owner placed a test call on a version ("Try it"; target: `version N`), a live call. */
  'interview-test-call',
  /** A note added to a person, or deleted (target: the person's e-mail). */
  'note-add',
  'note-delete',
  /** An owner added a tag to the list, or removed it (target: the tag's name). */
  'tag-create',
  'tag-delete',
  /** A tag put on people, or taken off (target: `<tag> on <e-mail or "N people">`). */
  'tag-apply',
  'tag-remove',
  /** A star, or the reviewed mark, set or cleared (target: an e-mail, or `N people`). */
  'star',
  'unstar',
  'review',
  'unreview',
  /** An owner saved the privacy text or the retention setting (target: the retention). */
  'settings-save',
  /** The daily retention job erased old recordings and transcripts (target: `N interviews`). */
  'retention-erase',
  /** An owner added, removed, paused, resumed or tested a webhook endpoint (target: its URL's host). */
  'webhook-add',
  'webhook-remove',
  'webhook-pause',
  'webhook-resume',
  'webhook-test',
  /** An organiser changed what they are e-mailed (target: both choices, e.g. `notices on, digest off`). */
  'notifications-change',
  /**
   * A password-reset e-mail sent to an organiser (actor: the asking client's address; target:
   * the organiser). Asked for an address no organiser has, nothing is sent nor logged.
   */
  'password-reset-request',
  /** An organiser set a new password with a reset link (their sessions ended). */
  'password-reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditAnswer {
  items: AuditEntry[];
  nextCursor: string | null;
}

/**
 * What the server already knows when it answers a dashboard page, so the page need
 * not ask `/api/admin/me` and `/api/admin/setup` first, a round trip saved on a slow connection:
 * - `none`: nobody is signed in (no session cookie, or one that is no longer good), and whether
 *   the first owner is still to be made; the page shows the sign-in or first-run form at once.
 * - `organiser`: the session cookie's organiser, as `/api/admin/me` answers it.
 * The page reads it from a JSON data block (id {@link ADMIN_BOOT_ELEMENT_ID}); a page without
 * one (the server could not tell) asks.
 */
export type AdminBoot =
  { session: 'none'; setupNeeded: boolean; mailEnabled: boolean } | AdminBootOrganiser;

/**
 * `GET /api/admin/setup`, public: whether the first owner is still to be made, and whether this
 * server sends e-mail (`SMTP_URL`), so the sign-in screen knows if "Forgot password?" can mail
 * a link or must say what the operator sets.
 */
export interface SetupAnswer {
  needed: boolean;
  mailEnabled: boolean;
}

/** {@link AdminBoot} for a browser whose session is good. */
export interface AdminBootOrganiser {
  session: 'organiser';
  me: MeAnswer;
}

/**
 * The dashboard's signed-out screens that the web build prerenders, each into a shell of its
 * own (`admin-<name>.html`), which the server answers to a browser it knows is signed out.
 */
export const ADMIN_PRERENDERED_SCREENS = { signIn: 'sign-in', firstRun: 'first-run' } as const;
export type AdminPrerenderedScreen =
  (typeof ADMIN_PRERENDERED_SCREENS)[keyof typeof ADMIN_PRERENDERED_SCREENS];

/** The screen a signed-out visit opens with: the first-run form until the first owner exists. */
export function signedOutScreen(setupNeeded: boolean): AdminPrerenderedScreen {
  return setupNeeded ? ADMIN_PRERENDERED_SCREENS.firstRun : ADMIN_PRERENDERED_SCREENS.signIn;
}

/** The id of the `<script type="application/json">` that carries {@link AdminBoot}. */
export const ADMIN_BOOT_ELEMENT_ID = 'admin-boot';

/** The signed-in organiser (`GET /api/admin/me`). */
export interface MeAnswer {
  id: string;
  email: string;
  role: OrganiserRole;
  twoFactorEnabled: boolean;
}

export interface OrganiserSummary {
  id: string;
  email: string;
  role: OrganiserRole;
  createdAt: string;
}

/** `POST /api/admin/invitations` answers the one-time link to hand over. */
export interface InvitationAnswer {
  email: string;
  role: OrganiserRole;
  url: string;
  expiresAt: string;
  /** The link was e-mailed to `email` too (the server has `SMTP_URL`); else only shown here. */
  emailed: boolean;
}

/**
 * A pending invitation (`GET /api/admin/invitations`): not accepted, withdrawn or expired, and
 * its inviter still an owner. Never carries the link's token.
 */
export interface PendingInvitation {
  id: string;
  email: string;
  role: OrganiserRole;
  /** The inviting owner's e-mail. */
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}

/**
 * `POST /api/admin/invitations/lookup` (the link's token in the body): what the invitation page
 * shows before a password is chosen. Answers only for a link that still opens.
 */
export interface InvitationDetails {
  /** The invited address, which becomes the new organiser's. */
  email: string;
  role: OrganiserRole;
  /** Who sent it: the inviting owner's name, else their e-mail. */
  invitedBy: string;
  expiresAt: string;
}

/** `GET /api/admin/invitations`: the pending invitations, newest first. */
export interface InvitationsAnswer {
  items: PendingInvitation[];
}
