import { useCallback, useEffect, useRef } from 'react';

/**
 * `setTimeout` bound to a component: every pending timer is cleared when the component
 * unmounts, so a delayed step (refocus, collapse, hand-off) never runs on a gone component.
 *
 * @example const schedule = useTimers(); schedule(() => input.focus(), 100);
 */
export function useTimers(): (callback: () => void, delayMs: number) => void {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return useCallback((callback: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      callback();
    }, delayMs);
    pending.current.add(timer);
  }, []);
}
