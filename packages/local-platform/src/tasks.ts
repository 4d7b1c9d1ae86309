/**
 * Background work the platform starts (simulated call timers, test-suite runs), tracked so
 * `close()` can cancel the timers and wait for the work in flight.
 */
export class Tasks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  /** Runs `fn` after `ms` unless the platform closes first. */
  after(ms: number, fn: () => Promise<void> | void, onError?: (error: unknown) => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(Promise.resolve().then(fn), onError);
    }, ms);
    this.timers.add(timer);
  }

  /** Keeps `work` in flight until it settles; its failure goes to `onError`. */
  track(work: Promise<unknown>, onError?: (error: unknown) => void): void {
    const tracked = work.catch((error: unknown) => onError?.(error));
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  /** True once close() was called: new work is refused. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Cancels pending timers and waits for the work already running. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
