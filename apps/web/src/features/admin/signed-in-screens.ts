// The signed-in dashboard's screens, each its own chunk that brings its heavy parts with it —
// the charts with the overview, the table with the people list, the player with the person
// page. Apart from screens.ts so signed-in-area.tsx (itself a chunk screens.ts loads) can
// route to them without importing the file that imports it.
import { lazyScreen } from './lazy-screen.ts';

const overview = lazyScreen(() => import('./routes/overview.tsx').then((m) => m.OverviewScreen));
const people = lazyScreen(() => import('./routes/people.tsx').then((m) => m.PeopleScreen));
const person = lazyScreen(() => import('./routes/person.tsx').then((m) => m.PersonScreen));
const interview = lazyScreen(() => import('./routes/interview.tsx').then((m) => m.InterviewScreen));
const answers = lazyScreen(() => import('./routes/answers.tsx').then((m) => m.AnswersScreen));
const audit = lazyScreen(() => import('./routes/audit.tsx').then((m) => m.AuditScreen));
const settings = lazyScreen(() => import('./routes/settings.tsx').then((m) => m.SettingsScreen));
const webhooks = lazyScreen(() => import('./routes/webhooks.tsx').then((m) => m.WebhooksScreen));
const account = lazyScreen(() => import('./routes/account.tsx').then((m) => m.AccountScreen));

export const loadOverview = overview.load;
export const loadPeople = people.load;
export const loadPerson = person.load;
export const loadInterview = interview.load;
export const loadAnswers = answers.load;
export const loadAudit = audit.load;
export const loadSettings = settings.load;
export const loadWebhooks = webhooks.load;
export const loadAccount = account.load;

export const OverviewScreen = overview.Screen;
export const PeopleScreen = people.Screen;
export const PersonScreen = person.Screen;
export const InterviewScreen = interview.Screen;
export const AnswersScreen = answers.Screen;
export const AuditScreen = audit.Screen;
export const SettingsScreen = settings.Screen;
export const WebhooksScreen = webhooks.Screen;
export const AccountScreen = account.Screen;

/** The signed-in screens that have a path of their own below /admin. */
export type SignedInScreenName =
  | 'overview'
  | 'people'
  | 'person'
  | 'interview'
  | 'answers'
  | 'audit'
  | 'settings'
  | 'webhooks'
  | 'account';

const SECTIONS = new Set<string>([
  'people',
  'interview',
  'answers',
  'audit',
  'settings',
  'webhooks',
  'account',
]);

/** Which signed-in screen `pathname` (below /admin) shows, if any (as signed-in-area.tsx routes). */
export function signedInScreenAt(pathname: string): SignedInScreenName | undefined {
  const [section, item] = pathname.replace(/^\/admin\/?/i, '').split('/');
  if (!section) return 'overview';
  if (section === 'people' && item) return 'person';
  return SECTIONS.has(section) ? (section as SignedInScreenName) : undefined;
}

/** Each signed-in screen's loader, by name. */
export const SIGNED_IN_LOADERS: Record<SignedInScreenName, () => Promise<unknown>> = {
  overview: loadOverview,
  people: loadPeople,
  person: loadPerson,
  interview: loadInterview,
  answers: loadAnswers,
  audit: loadAudit,
  settings: loadSettings,
  webhooks: loadWebhooks,
  account: loadAccount,
};
