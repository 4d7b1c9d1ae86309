import { prerenderedOnboardingIsland } from '@/app/islands.ts';
import { keepPlaceholderLinksInPlace } from '@/features/landing/placeholder-links.ts';
import {
  stopWatchingPill,
  watchPillBeforeHydration,
} from '@/features/onboarding/input-before-hydration.ts';
import { afterFirstPaint } from '@/lib/after-first-paint.ts';
import { applyDeferredStyles } from '@/lib/deferred-styles.ts';
import { hideFailedImages } from '@/lib/failed-images.ts';
import { onFirstIntent } from '@/lib/on-first-intent.ts';
import './index.css';

// The page's entry, kept to a couple of KB. The HTML is prerendered and its CSS inline
// (scripts/prerender.mjs), so the page is complete on screen before any script runs. What the
// plain HTML needs is done here at once: placeholder links stay put, failed photos leave their
// initials, and a click on the sign-up pill is kept for the widget. On the landing page, React
// and the sign-up island load on the visitor's first sign of intent (a pointer move, a touch, a
// key, focus, a scroll): a trace at 4x CPU showed their start-up as the page's longest task, and
// a visitor who only reads the page never needs them. Other prerendered pages (the 404 page)
// start after the first paint, so neither download nor start-up delays it on a slow phone.

keepPlaceholderLinksInPlace();
hideFailedImages();
watchPillBeforeHydration();

async function start(container: HTMLElement, island: HTMLElement | null): Promise<void> {
  // The HTML inlines only its own critical CSS; what the app renders next needs the rest.
  applyDeferredStyles();
  if (island) {
    const { hydrateLandingOnboarding } = await import('@/app/hydrate-landing.tsx');
    // From here React takes the events (and replays those that arrive while it hydrates).
    stopWatchingPill();
    hydrateLandingOnboarding(island);
    return;
  }
  const { startApp } = await import('@/app/start.tsx');
  stopWatchingPill();
  startApp(container, window.location.pathname);
}

function startSafely(container: HTMLElement, island: HTMLElement | null = null): void {
  start(container, island).catch((error: unknown) => {
    // The page stays readable; only its interactive parts stay inert. A reload tries again.
    console.error('The app could not start:', error);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const island = prerenderedOnboardingIsland();
if (island) {
  onFirstIntent(() => startSafely(container, island));
} else if (container.dataset.prerendered === window.location.pathname) {
  afterFirstPaint(() => startSafely(container));
} else {
  // Another page's HTML (the dashboard is answered with the landing page's file): it must not
  // show, and there is nothing worth painting first, so clear it and start at once.
  container.replaceChildren();
  startSafely(container);
}
