/**
 * One shared timer for every request's deadline. Arming and clearing a timer per request costs
 * more than everything else the SDK does per request (Node creates and drops a timer list and
 * restarts its event-loop timer each time), so pending deadlines sit in a set and a single
 * timer fires at the earliest one. Requests with the usual equal timeouts never re-arm it.
 */
export interface Deadline {
  /** When to fire (epoch ms). */
  readonly at: number;
  fire(): void;
}

const pending = new Set<Deadline>();
let timer: ReturnType<typeof setTimeout> | undefined;
let armedAt = Infinity;
// The setTimeout the timer was armed with: if it changed (test fake timers installed or
// removed), the armed timer may never fire, so arm a fresh one.
let armedWith: typeof setTimeout | undefined;
let clearWith: typeof clearTimeout | undefined;

/** Calls `deadline.fire()` at `deadline.at` unless {@link removeDeadline} comes first. */
export function addDeadline(deadline: Deadline): void {
  pending.add(deadline);
  if (armedWith !== setTimeout) arm(earliest());
  else if (deadline.at < armedAt) arm(deadline.at);
}

/** Forgets a deadline; the shared timer is left alone (it is cheaper to let it run out). */
export function removeDeadline(deadline: Deadline): void {
  pending.delete(deadline);
}

function arm(at: number): void {
  if (timer !== undefined) clearWith?.(timer);
  armedAt = at;
  armedWith = setTimeout;
  clearWith = clearTimeout;
  timer = setTimeout(check, Math.max(0, at - Date.now()));
  // Never keep a Node process alive just for this timer: pending requests hold their sockets.
  (timer as { unref?: () => void }).unref?.();
}

function earliest(): number {
  let at = Infinity;
  for (const deadline of pending) at = Math.min(at, deadline.at);
  return at;
}

function check(): void {
  timer = undefined;
  armedAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const deadline of pending) {
    if (deadline.at <= now) {
      pending.delete(deadline);
      deadline.fire();
    } else if (deadline.at < next) {
      next = deadline.at;
    }
  }
  if (next !== Infinity) arm(next);
}
