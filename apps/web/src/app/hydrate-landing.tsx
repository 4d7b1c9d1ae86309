import { StrictMode } from 'react';
import type { HydrationOptions, Root } from 'react-dom/client';
import { hydrateInTransition } from './mount.ts';
import { AppProvider } from './provider.tsx';
import { LandingOnboarding } from './routes/landing-onboarding.tsx';

/**
 * Hydrates the prerendered landing page's sign-up island (app/islands.ts): the widget and its
 * interview dialog, inside the app's providers, which add no markup of their own — so this tree
 * renders exactly what the prerendered page holds in `island`. The rest of the page stays the
 * HTML it is. As a transition, like the whole app's hydration: in short slices.
 */
export function hydrateLandingOnboarding(island: HTMLElement, options?: HydrationOptions): Root {
  return hydrateInTransition(
    island,
    <StrictMode>
      <AppProvider>
        <LandingOnboarding />
      </AppProvider>
    </StrictMode>,
    options,
  );
}
