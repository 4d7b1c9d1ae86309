import { AvatarGrid } from '@/features/landing/components/avatar-grid.tsx';
import { Hero } from '@/features/landing/components/hero.tsx';
import { TopBar } from '@/features/landing/components/top-bar.tsx';
import { ConsentNote } from '@/features/onboarding/components/consent-note.tsx';
import { ONBOARDING_ISLAND_ID } from '../islands.ts';
import { LandingOnboarding } from './landing-onboarding.tsx';

/**
 * The landing page (docs/product.md#sign-up): top bar, hero with the sign-up widget, avatar
 * panel, and the interview dialog the widget opens. Prerendered whole; in the browser only the
 * sign-up island ({@link LandingOnboarding}, in the element {@link ONBOARDING_ISLAND_ID}) is hydrated.
 */
export function LandingRoute() {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-x-clip">
      <Backdrop />
      <TopBar />
      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:py-24">
        <Hero
          onboarding={
            <>
              <div id={ONBOARDING_ISLAND_ID}>
                <LandingOnboarding />
              </div>
              {/* Outside the island: plain markup, no script (docs/product.md#privacy). */}
              <ConsentNote />
            </>
          }
        />
        <AvatarGrid />
      </main>
    </div>
  );
}

/** Soft colour glows behind the hero; pure decoration. */
function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-48 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-glow-1 blur-3xl" />
      <div className="absolute top-1/3 -right-40 size-[30rem] rounded-full bg-glow-2 blur-3xl" />
      <div className="absolute -bottom-40 -left-32 size-[28rem] rounded-full bg-glow-3 blur-3xl" />
    </div>
  );
}
