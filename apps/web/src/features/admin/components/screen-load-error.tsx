import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { isUnreachable } from '../api/unreachable.ts';
import { adminCopy } from '../copy.ts';
import { ScreenCodeError } from '../lazy-screen.ts';
import { reloadScreen } from '../reload-screen.ts';
import { FormError } from './admin-ui.tsx';

const copy = adminCopy.screenError;

/**
 * The waits before each attempt to load the screen again while the server does not answer:
 * quick at first (an outage is mostly a restart of a few seconds), then every
 * {@link SCREEN_RETRY_MAX_MS}, so a long outage costs the server little once it is back.
 */
export const SCREEN_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];
export const SCREEN_RETRY_MAX_MS = 10_000;

const retryDelay = (failures: number) => SCREEN_RETRY_DELAYS_MS[failures] ?? SCREEN_RETRY_MAX_MS;

export interface ScreenLoadErrorProps {
  /** What the screen threw. */
  error: unknown;
  /** The screen's path (what to load again). */
  pathname: string;
  /** Called once the screen can show: its code and data are there. */
  onLoaded: () => void;
}

/**
 * In the place of a screen that failed: says so, offers "Try again", and, when the server did
 * not answer, tries on its own with growing waits (and at once when the browser is back
 * online) until the screen's code and data arrive; the screen then shows without a click.
 */
export function ScreenLoadError({ error, pathname, onLoaded }: ScreenLoadErrorProps) {
  const client = useQueryClient();
  const recoverable = isUnreachable(error) || error instanceof ScreenCodeError;
  const [failures, setFailures] = useState(0);
  const [trying, setTrying] = useState(false);
  const busy = useRef(false);
  const live = useRef(false);

  async function attempt() {
    if (busy.current) return;
    busy.current = true;
    setTrying(true);
    const loaded = await reloadScreen(client, pathname);
    busy.current = false;
    if (!live.current) return;
    setTrying(false);
    if (loaded) onLoaded();
    else setFailures((count) => count + 1);
  }
  const attemptFromEffect = useEffectEvent(() => void attempt());

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (!recoverable || trying) return;
    const timer = setTimeout(attemptFromEffect, retryDelay(failures));
    return () => clearTimeout(timer);
  }, [recoverable, trying, failures]);

  useEffect(() => {
    if (!recoverable) return;
    const onOnline = () => attemptFromEffect();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [recoverable]);

  return (
    <div className="grid justify-items-start gap-3 py-6">
      <FormError>{recoverable ? copy.unreachable : copy.failed}</FormError>
      <Button
        type="button"
        variant="outline"
        disabled={trying}
        // A failure that is not the server's absence (a screen's own fault) has nothing to
        // load again: a fresh render of the screen is the whole retry.
        onClick={() => (recoverable ? void attempt() : onLoaded())}
      >
        {copy.tryAgain}
      </Button>
    </div>
  );
}
