import { DEFAULT_MAX_LISTENERS } from './constants.ts';

/** An event map: each event name maps to the tuple of arguments its listeners receive. */
export type EventMap<Events> = { [E in keyof Events]: unknown[] };

/** A listener for one event of an event map. */
export type Listener<Args extends unknown[]> = (...args: Args) => void;

/** How listeners are stored: argument types are checked at `on`/`emit`, not here. */
type Stored = ((...args: unknown[]) => void) & { original?: unknown };

/**
 * A small typed event emitter (browser-safe, no Node `events`). `on`, `off` and `once` return
 * `this`. More than `maxListeners` listeners on one event logs a single warning, as Node's
 * emitter does, and never throws: a leak should be visible, not fatal.
 */
export class TypedEmitter<Events extends EventMap<Events>> {
  #listeners = new Map<keyof Events, Stored[]>();
  #maxListeners = DEFAULT_MAX_LISTENERS;
  #warned = new Set<keyof Events>();

  /** Adds a listener. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this {
    const list = this.#listeners.get(event) ?? [];
    list.push(listener as unknown as Stored);
    this.#listeners.set(event, list);
    if (this.#maxListeners > 0 && list.length > this.#maxListeners && !this.#warned.has(event)) {
      this.#warned.add(event);
      console.warn(
        `Possible listener leak: ${list.length} '${String(event)}' listeners added (max ${this.#maxListeners}). Use setMaxListeners() to raise the limit.`,
      );
    }
    return this;
  }

  /** Adds a listener that is removed after its first call. */
  once<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this {
    const wrapper = ((...args: Events[E]) => {
      this.off(event, wrapper);
      listener(...args);
    }) as Listener<Events[E]> & { original?: unknown };
    wrapper.original = listener;
    return this.on(event, wrapper);
  }

  /** Removes a listener added with `on` or `once`. */
  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this {
    const list = this.#listeners.get(event);
    if (!list) return this;
    const index = list.findIndex((l) => l === (listener as unknown) || l.original === listener);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.#listeners.delete(event);
    return this;
  }

  /** Alias of {@link off}, as on Node's emitter (the official web SDK's call class is one). */
  removeListener<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this {
    return this.off(event, listener);
  }

  /** Removes every listener of one event, or of all events. */
  removeAllListeners(event?: keyof Events): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  /** Number of listeners registered for an event. */
  listenerCount(event: keyof Events): number {
    return this.#listeners.get(event)?.length ?? 0;
  }

  /** Sets the per-event listener count beyond which a warning is logged (0 = unlimited). */
  setMaxListeners(count: number): this {
    this.#maxListeners = count;
    return this;
  }

  /**
   * Calls every listener of `event` in order. A throwing listener does not stop the others or
   * the caller (the call must keep going); its error is reported asynchronously instead.
   */
  protected emit<E extends keyof Events>(event: E, ...args: Events[E]): boolean {
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) return false;
    for (const listener of [...list]) {
      try {
        listener(...args);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    return true;
  }
}
