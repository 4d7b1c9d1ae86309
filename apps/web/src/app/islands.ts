// The prerendered landing page is hydrated in one place only: the sign-up widget (with the
// interview dialog it opens). Everything else on it is plain HTML that needs no JavaScript, so
// React does not walk it (less work on a slow phone before the page answers) and its code is not
// in the first load. This module is tiny: the page's entry reads it.

/** The element around the sign-up widget; the landing page's only hydrated part. */
export const ONBOARDING_ISLAND_ID = 'onboarding-island';

/**
 * The sign-up island to hydrate, or null where the page's HTML is not the prerendered landing
 * page of this path (the 404 page, the dashboard, the dev server's empty shell).
 */
export function prerenderedOnboardingIsland(doc: Document = document): HTMLElement | null {
  const root = doc.getElementById('root');
  if (root?.dataset.prerendered !== doc.location.pathname) return null;
  return doc.getElementById(ONBOARDING_ISLAND_ID);
}
