// The landing page shows (prerendered) before its code has run, and a visitor may reach for the
// sign-up pill in that moment. Hover and keyboard focus leave a trace the widget can read once it
// is hydrated (`:hover`, the focused element); a click or a tap does not, so the page's entry
// notes it here until React takes over the page's events.

/** The collapsed widget's pill, as prerendered. */
const PILL = '[data-slot="onboarding-widget"] > button';

let pillClicked = false;

function notePillClick(event: Event): void {
  if (event.target instanceof Element && event.target.closest(PILL)) pillClicked = true;
}

/** Starts noting clicks on the pill (the page's entry calls it before loading the app). */
export function watchPillBeforeHydration(): void {
  document.addEventListener('click', notePillClick, { capture: true });
}

/** Stops noting clicks: from hydration on, React handles them (and replays early ones). */
export function stopWatchingPill(): void {
  document.removeEventListener('click', notePillClick, { capture: true });
}

/** What the visitor did to the pill before the widget was hydrated; `null`: nothing. */
export type InputBeforeHydration = 'click' | 'focus' | 'hover' | null;

function isHovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false; // an environment without :hover (tests) has no pointer either
  }
}

/**
 * Tells the hydrated widget what happened before: a click (noted above), keyboard focus on the
 * pill, or a pointer resting on the widget. Forgets the click, so it counts once.
 */
export function takeInputBeforeHydration(
  widget: HTMLElement | null,
  pill: HTMLElement | null,
): InputBeforeHydration {
  const clicked = pillClicked;
  pillClicked = false;
  if (clicked) return 'click';
  if (pill && document.activeElement === pill) return 'focus';
  if (widget && isHovered(widget)) return 'hover';
  return null;
}
