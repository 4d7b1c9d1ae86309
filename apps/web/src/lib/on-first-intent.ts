/**
 * What a visitor does before using the page: moving a pointer, touching, pressing a key, moving
 * focus, clicking (also a synthetic click) or scrolling. Any of them means a hand is on the way.
 */
export const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'wheel',
  'scroll',
] as const;

/**
 * Runs `task` once, on the visitor's first sign of intent ({@link INTENT_EVENTS}) anywhere on
 * the page. Used to load and hydrate the landing page's sign-up island: its code
 * (React, ~70 KB gzip) costs a long task on a slow phone, and a visitor who only reads the
 * prerendered page never needs it. Listeners are in the capture phase, so nothing on the page
 * can hide the event. The task runs after the next frame (an animation frame, then a task of its
 * own): the frame that answers the visitor's own input is painted first, and the start-up does
 * not hold it back (the interaction bench saw a tap's paint wait for it). `events` replaces the
 * list where a page needs its own. Returns a function that stops waiting.
 */
export function onFirstIntent(
  task: () => void,
  target: EventTarget = window,
  events: readonly string[] = INTENT_EVENTS,
): () => void {
  let done = false;
  const stop = () => {
    for (const type of events) target.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    requestAnimationFrame(() => setTimeout(task, 0));
  }
  for (const type of events) {
    target.addEventListener(type, fire, { capture: true, passive: true });
  }
  return stop;
}
