import { ArrowRight } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { ReloadNotice } from '@/components/reload-notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { BLUR_COLLAPSE_DELAY_MS, HANDOFF_DELAY_MS, REFOCUS_DELAY_MS } from '@/config/constants.ts';
import { useTimers } from '@/hooks/use-timers.ts';
import { loadQueryClient } from '@/lib/deferred-query-client.ts';
import { prepareToasts } from '@/lib/notify.ts';
import { onboardingCopy } from '../copy.ts';
import { takeInputBeforeHydration } from '../input-before-hydration.ts';
import type { OnboardingHandoff } from '../types.ts';
import { OnboardingFormShell } from './onboarding-form-shell.tsx';

// The form (field, validation, save) is only needed once the widget expands, so it is its own
// chunk, fetched on that first hover or focus together with the query client and the toasts.
function loadOnboardingForm() {
  return import('@/features/onboarding/components/onboarding-form.tsx');
}

const OnboardingForm = lazy(() =>
  loadOnboardingForm().then((module) => ({ default: module.OnboardingForm })),
);

function ignore() {}

/** Props of {@link OnboardingWidget}. */
export interface OnboardingWidgetProps {
  /** Called {@link HANDOFF_DELAY_MS} after a successful (or duplicate) save. */
  onHandoff: (handoff: OnboardingHandoff) => void;
  /** Called once when the widget first expands: a good moment to prefetch the next step. */
  onExpand?: () => void;
  /** The visitor's interview ended in the ordinary way: thank them instead of asking again. */
  thanked?: boolean;
}

type FocusIntent = 'none' | 'now' | 'after-delay';

/**
 * The sign-up widget (docs/product.md#sign-up): a "Join the Community" pill that expands into an
 * e-mail field with a "Start" button on hover, focus or click; after the save it shows "Preparing
 * your voice interview..." and hands the e-mail on after {@link HANDOFF_DELAY_MS}.
 *
 * States: collapsed → expanded → saving (inside the form) → submitted (spinner) → collapsed, or
 * thanked once the interview ended in the ordinary way (docs/product.md#endings).
 */
export function OnboardingWidget({ onHandoff, onExpand, thanked }: OnboardingWidgetProps) {
  const [expanded, setExpanded] = useState(false);
  const [handingOff, setHandingOff] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const pillRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hoveredRef = useRef(false);
  const handingOffRef = useRef(false);
  const pendingFocusRef = useRef(false);
  const schedule = useTimers();

  // The field may not exist yet (its code loads on first expand): then focus it on arrival.
  function focusInput() {
    if (inputRef.current) inputRef.current.focus();
    else pendingFocusRef.current = true;
  }

  function handleInputMount() {
    if (!pendingFocusRef.current) return;
    pendingFocusRef.current = false;
    inputRef.current?.focus();
  }

  function expand(focus: FocusIntent) {
    if (!expanded) {
      setExpanded(true);
      // Prefetches: a failure here shows where the part renders (error boundary, suspense).
      loadOnboardingForm().catch(ignore);
      loadQueryClient().catch(ignore);
      prepareToasts();
      onExpand?.();
    }
    if (focus === 'now') focusInput();
    if (focus === 'after-delay') schedule(focusInput, REFOCUS_DELAY_MS);
  }

  // Collapse only when the pointer is away, the field is empty and nothing inside the widget has
  // focus (docs/product.md#sign-up). Reads the DOM and refs, because it also runs from timers.
  function collapseIfIdle() {
    if (handingOffRef.current) return;
    const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
    const empty = (inputRef.current?.value ?? '').trim() === '';
    if (!hoveredRef.current && !focusInside && empty) {
      pendingFocusRef.current = false;
      setExpanded(false);
    }
  }

  // Touch pointers "enter" and "leave" around every tap; hover rules are for mice and pens.
  function handlePointerEnter(event: ReactPointerEvent) {
    if (event.pointerType === 'touch') return;
    hoveredRef.current = true;
    expand('none');
  }

  function handlePointerLeave(event: ReactPointerEvent) {
    if (event.pointerType === 'touch') return;
    hoveredRef.current = false;
    collapseIfIdle();
  }

  // The pill is on screen before the page's code has run: act on what the visitor did to it
  // meanwhile, as if it happened now (once, also under StrictMode's second effect run).
  const tookEarlyInputRef = useRef(false);
  const takeEarlyInput = useEffectEvent(() => {
    if (tookEarlyInputRef.current) return;
    tookEarlyInputRef.current = true;
    const early = takeInputBeforeHydration(rootRef.current, pillRef.current);
    if (early === 'click') expand('after-delay');
    else if (early === 'focus') expand('now');
    else if (early === 'hover') {
      hoveredRef.current = true;
      expand('none');
    }
  });
  useEffect(() => takeEarlyInput(), []);

  // Expanding swaps the pill under a resting pointer for the field. When the node under the
  // pointer is removed, browsers may never send the wrapper its pointerleave, and the widget
  // would stay open after the pointer has gone. So while expanded, every pointer move on the
  // page also says whether the pointer is still inside.
  useEffect(() => {
    if (!expanded) return;
    function trackPointer(event: PointerEvent) {
      if (event.pointerType === 'touch') return;
      const inside = rootRef.current?.contains(event.target as Node | null) ?? false;
      if (inside === hoveredRef.current) return;
      hoveredRef.current = inside;
      if (!inside) collapseIfIdle();
    }
    document.addEventListener('pointermove', trackPointer, { passive: true });
    return () => document.removeEventListener('pointermove', trackPointer);
    // collapseIfIdle reads refs and the DOM only, so the listener never goes stale.
  }, [expanded]);

  function handleSaved(handoff: OnboardingHandoff) {
    handingOffRef.current = true;
    setHandingOff(true);
    schedule(() => {
      handingOffRef.current = false;
      setHandingOff(false);
      setExpanded(false);
      onHandoff(handoff);
    }, HANDOFF_DELAY_MS);
  }

  return (
    <div
      ref={rootRef}
      data-slot="onboarding-widget"
      data-state={
        thanked ? 'thanked' : handingOff ? 'submitted' : expanded ? 'expanded' : 'collapsed'
      }
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      className="flex w-full flex-col items-center lg:items-start"
    >
      {thanked || handingOff ? (
        <div
          role="status"
          className="flex min-h-14 w-full items-center justify-center gap-3 rounded-full border bg-card/80 px-6 text-center text-base font-medium shadow-lg shadow-primary/10 backdrop-blur"
        >
          {thanked ? (
            onboardingCopy.thanks
          ) : (
            <>
              <Spinner className="size-5 text-primary" />
              {onboardingCopy.preparing}
            </>
          )}
        </div>
      ) : expanded ? (
        <ErrorBoundary fallback={<ReloadNotice message={onboardingCopy.loadFailed} />}>
          <Suspense fallback={<OnboardingFormShell />}>
            <OnboardingForm
              inputRef={inputRef}
              onInputMount={handleInputMount}
              onInputBlur={() => schedule(collapseIfIdle, BLUR_COLLAPSE_DELAY_MS)}
              onSaved={handleSaved}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Button
          ref={pillRef}
          type="button"
          size="pill"
          onFocus={() => expand('now')}
          onClick={() => expand('after-delay')}
          className="group shadow-xl shadow-primary/25 hover:shadow-primary/40"
        >
          {onboardingCopy.pill}
          <ArrowRight className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </Button>
      )}
      <p className="mt-4 text-sm text-muted-foreground">{onboardingCopy.perks}</p>
    </div>
  );
}
