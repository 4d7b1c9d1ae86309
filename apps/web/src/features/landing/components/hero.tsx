import type { ReactNode } from 'react';
import { landingCopy } from '../copy.ts';

/**
 * The hero: eyebrow, headline, tagline, and the sign-up widget passed in by the route (features
 * do not import each other). Rendered at build time, so it shows before any script runs.
 */
export function Hero({ onboarding }: { onboarding: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
      <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-border/80 bg-card/60 px-3.5 py-1.5 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur sm:text-sm">
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-success" />
        </span>
        {landingCopy.eyebrow}
      </p>
      <h1 className="text-5xl font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl">
        {landingCopy.headlineLead}{' '}
        <span className="bg-gradient-to-r from-primary via-accent to-primary bg-clip-text text-transparent">
          {landingCopy.headlineAccent}
        </span>
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
        {landingCopy.tagline}
      </p>
      <div className="mt-10 w-full max-w-md">{onboarding}</div>
    </div>
  );
}
