// The dashboard's screens, each its own chunk (docs/architecture.md): the sign-in, first-run and invitation
// screens load only what they render, and the signed-in screens bring their heavy parts with
// them — the charts with the overview, the table with the people list, the player with the
// person page. A screen's loader is also its preload: calling it early warms the chunk.
import { createElement, lazy, type ComponentType } from 'react';

/** A screen's component, and the loader of its chunk (which also makes the component sync). */
interface LazyScreen<Props extends object> {
  Screen: ComponentType<Props>;
  load: () => Promise<ComponentType<Props>>;
}

/**
 * A screen from its chunk: lazy (it suspends) until its chunk has been loaded through `load`,
 * the component itself from then on. A screen whose chunk was loaded before the page's first
 * render (src/app/start-admin.tsx does so for a signed-in organiser) therefore never suspends:
 * React holds content back for up to 300 ms after a fallback was shown, and the dashboard's
 * first screen used to wait that long after its code had arrived.
 */
function lazyScreen<Props extends object>(
  importChunk: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    importChunk().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Screen(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Screen, load };
}

const signIn = lazyScreen(() => import('./routes/sign-in.tsx').then((m) => m.SignInScreen));
const firstRun = lazyScreen(() => import('./routes/first-run.tsx').then((m) => m.FirstRunScreen));
const acceptInvite = lazyScreen(() =>
  import('./routes/accept-invite.tsx').then((m) => m.AcceptInviteScreen),
);
const signedInArea = lazyScreen(() => import('./signed-in-area.tsx').then((m) => m.SignedInArea));
const overview = lazyScreen(() => import('./routes/overview.tsx').then((m) => m.OverviewScreen));
const people = lazyScreen(() => import('./routes/people.tsx').then((m) => m.PeopleScreen));
const person = lazyScreen(() => import('./routes/person.tsx').then((m) => m.PersonScreen));
const interview = lazyScreen(() => import('./routes/interview.tsx').then((m) => m.InterviewScreen));
const answers = lazyScreen(() => import('./routes/answers.tsx').then((m) => m.AnswersScreen));
const audit = lazyScreen(() => import('./routes/audit.tsx').then((m) => m.AuditScreen));
const account = lazyScreen(() => import('./routes/account.tsx').then((m) => m.AccountScreen));

export const loadSignIn = signIn.load;
export const loadFirstRun = firstRun.load;
export const loadSignedInArea = signedInArea.load;
export const loadOverview = overview.load;
export const loadPeople = people.load;
export const loadPerson = person.load;
export const loadInterview = interview.load;
export const loadAnswers = answers.load;
export const loadAudit = audit.load;
export const loadAccount = account.load;

export const SignInScreen = signIn.Screen;
export const FirstRunScreen = firstRun.Screen;
export const AcceptInviteScreen = acceptInvite.Screen;
export const SignedInArea = signedInArea.Screen;
export const OverviewScreen = overview.Screen;
export const PeopleScreen = people.Screen;
export const PersonScreen = person.Screen;
export const InterviewScreen = interview.Screen;
export const AnswersScreen = answers.Screen;
export const AuditScreen = audit.Screen;
export const AccountScreen = account.Screen;

const ignore = () => {};

/** The signed-in screens that have a path of their own below /admin. */
export type SignedInScreenName =
  'overview' | 'people' | 'person' | 'interview' | 'answers' | 'audit' | 'account';

const SECTIONS = new Set<string>(['people', 'interview', 'answers', 'audit', 'account']);

/** Which signed-in screen `pathname` (below /admin) shows, if any (as signed-in-area.tsx routes). */
export function signedInScreenAt(pathname: string): SignedInScreenName | undefined {
  const [section, item] = pathname.replace(/^\/admin\/?/i, '').split('/');
  if (!section) return 'overview';
  if (section === 'people' && item) return 'person';
  return SECTIONS.has(section) ? (section as SignedInScreenName) : undefined;
}

const LOADERS: Record<SignedInScreenName, () => Promise<unknown>> = {
  overview: loadOverview,
  people: loadPeople,
  person: loadPerson,
  interview: loadInterview,
  answers: loadAnswers,
  audit: loadAudit,
  account: loadAccount,
};

/**
 * Loads the layout and the screen at `pathname` side by side, as soon as the session is known:
 * otherwise the screen's chunk is asked for only once the layout's has arrived and rendered,
 * one more round trip before the organiser sees anything.
 */
export function preloadSignedInScreen(pathname: string): Promise<unknown>[] {
  const screen = signedInScreenAt(pathname);
  const loading = [loadSignedInArea(), ...(screen ? [LOADERS[screen]()] : [])];
  for (const load of loading) load.catch(ignore);
  return loading;
}

/**
 * Warms what an organiser sees right after signing in: the layout and the overview (with its
 * charts). Called when a sign-in or first-run form is sent, so the chunks load while the server
 * checks the password. A failed preload is not an error: the screen's own load reports it.
 */
export function preloadAfterSignIn(): void {
  loadSignedInArea().catch(ignore);
  loadOverview().catch(ignore);
}
