import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/utils.ts';
import type { MicLevelSource } from '../model/mic-level.ts';

/** The bars' heights when lit, lowest first: a rising signal, read at a glance. */
const BAR_HEIGHTS = ['h-1.5', 'h-2', 'h-2.5', 'h-3', 'h-3.5'] as const;

/**
 * How many bars a level lights. Speech sits low on the 0-1 scale (quiet talk is about 0.02), so
 * the square root spreads it over the bars, and a level of 0.25 already lights all of them.
 */
export function litBars(level: number): number {
  return Math.round(Math.min(1, Math.sqrt(Math.max(0, level)) * 2) * BAR_HEIGHTS.length);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion (false where there is no window). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * A small meter of the visitor's microphone beside "Listening...", so they see they are heard.
 * It is decoration (aria-hidden, no live region): "Listening..." already says whose turn it is,
 * and a level announced ten times a second would drown the transcript. It re-renders only when
 * the number of lit bars changes. Unlit bars stay as stubs in the same green, which keeps at
 * least 3:1 against the dialog in light and dark; with reduced motion the bars change without
 * transitions.
 */
export function MicLevelMeter({ source }: { source: MicLevelSource }) {
  const lit = useSyncExternalStore(
    source.subscribe,
    () => litBars(source.get()),
    () => 0,
  );
  const reducedMotion = useReducedMotion();
  return (
    <span
      className="flex h-3.5 items-end gap-0.5"
      aria-hidden="true"
      data-testid="mic-level-meter"
      data-lit={lit}
      data-reduced-motion={reducedMotion}
    >
      {BAR_HEIGHTS.map((height, index) => (
        <span
          key={height}
          className={cn(
            'w-1 rounded-sm bg-green-700 dark:bg-green-400',
            index < lit ? height : 'h-0.5',
            !reducedMotion && 'transition-[height] duration-100 ease-out',
          )}
        />
      ))}
    </span>
  );
}
