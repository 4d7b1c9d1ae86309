// The dashboard's screens, each its own chunk (issue 21): the sign-in, first-run and invitation
// screens load only what they render, and the signed-in screens bring their heavy parts with
// them — the charts with the overview, the table with the people list, the player with the
// person page. A screen's loader is also its preload: calling it early warms the chunk.
import { lazy } from 'react';

export const loadSignIn = () => import('./routes/sign-in.tsx');
export const loadFirstRun = () => import('./routes/first-run.tsx');
export const loadAcceptInvite = () => import('./routes/accept-invite.tsx');
export const loadSignedInArea = () => import('./signed-in-area.tsx');
export const loadOverview = () => import('./routes/overview.tsx');
export const loadPeople = () => import('./routes/people.tsx');
export const loadPerson = () => import('./routes/person.tsx');
export const loadInterview = () => import('./routes/interview.tsx');
export const loadAnswers = () => import('./routes/answers.tsx');
export const loadAudit = () => import('./routes/audit.tsx');
export const loadAccount = () => import('./routes/account.tsx');

export const SignInScreen = lazy(() => loadSignIn().then((m) => ({ default: m.SignInScreen })));
export const FirstRunScreen = lazy(() =>
  loadFirstRun().then((m) => ({ default: m.FirstRunScreen })),
);
export const AcceptInviteScreen = lazy(() =>
  loadAcceptInvite().then((m) => ({ default: m.AcceptInviteScreen })),
);
export const SignedInArea = lazy(() =>
  loadSignedInArea().then((m) => ({ default: m.SignedInArea })),
);
export const OverviewScreen = lazy(() =>
  loadOverview().then((m) => ({ default: m.OverviewScreen })),
);
export const PeopleScreen = lazy(() => loadPeople().then((m) => ({ default: m.PeopleScreen })));
export const PersonScreen = lazy(() => loadPerson().then((m) => ({ default: m.PersonScreen })));
export const InterviewScreen = lazy(() =>
  loadInterview().then((m) => ({ default: m.InterviewScreen })),
);
export const AnswersScreen = lazy(() => loadAnswers().then((m) => ({ default: m.AnswersScreen })));
export const AuditScreen = lazy(() => loadAudit().then((m) => ({ default: m.AuditScreen })));
export const AccountScreen = lazy(() => loadAccount().then((m) => ({ default: m.AccountScreen })));

const ignore = () => {};

/** The loader of the signed-in screen at `pathname` (below /admin), if there is one. */
function screenLoaderFor(pathname: string): (() => Promise<unknown>) | undefined {
  const [section, item] = pathname.replace(/^\/admin\/?/i, '').split('/');
  if (!section) return loadOverview;
  if (section === 'people') return item ? loadPerson : loadPeople;
  if (section === 'interview') return loadInterview;
  if (section === 'answers') return loadAnswers;
  if (section === 'audit') return loadAudit;
  if (section === 'account') return loadAccount;
  return undefined;
}

/**
 * Loads the layout and the screen at `pathname` side by side, as soon as the session is known:
 * otherwise the screen's chunk is asked for only once the layout's has arrived and rendered,
 * one more round trip before the organiser sees anything.
 */
export function preloadSignedInScreen(pathname: string): void {
  loadSignedInArea().catch(ignore);
  screenLoaderFor(pathname)?.().catch(ignore);
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
