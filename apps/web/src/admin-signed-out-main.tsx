import { afterFirstPaint } from '@/lib/after-first-paint.ts';
import './index.css';

// The entry of the dashboard's prerendered signed-out screens (admin-signed-out.html, which
// scripts/prerender.mjs turns into admin-sign-in.html and admin-first-run.html): the form is
// on screen from the HTML alone, so the dashboard's code loads and hydrates it after the first
// paint, never before it (issue 21: on a slow phone, evaluating it first held the paint back).
// Until then the form's submit waits (routes/sign-in.tsx).
afterFirstPaint(() => {
  import('@/app/start-admin.tsx')
    .then(({ startAdmin }) => startAdmin())
    .catch((error: unknown) => {
      // The form stays readable; a reload tries again.
      console.error('The dashboard could not start:', error);
    });
});
