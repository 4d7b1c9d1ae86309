import { INTENT_EVENTS, onFirstIntent } from '@/lib/on-first-intent.ts';
import './index.css';

// The entry of the dashboard's prerendered signed-out screens (admin-signed-out.html, which
// scripts/prerender.mjs turns into admin-sign-in.html and admin-first-run.html). The form is on
// screen from the HTML alone, and can be filled in: the dashboard's code (React and the rest,
// ~100 KB gzip) loads and hydrates it on the organiser's first sign of intent, as the landing
// page's sign-up does (evaluated at load, it was the page's longest task on a slow
// phone). Until then the form's submit waits (routes/sign-in.tsx).

/**
 * The landing page's signs of intent, less focus (the e-mail field takes it by itself, through
 * `autofocus`), plus typing: a password manager fills the form with `input` events alone.
 */
const SIGNED_OUT_INTENT_EVENTS = [...INTENT_EVENTS.filter((type) => type !== 'focusin'), 'input'];

onFirstIntent(
  () => {
    import('@/app/start-admin.tsx')
      .then(({ startAdmin }) => startAdmin())
      .catch((error: unknown) => {
        // The form stays readable; a reload tries again.
        console.error('The dashboard could not start:', error);
      });
  },
  window,
  SIGNED_OUT_INTENT_EVENTS,
);
