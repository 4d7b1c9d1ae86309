import { DEFAULT_MAX_LISTENERS } from './constants.ts';

/** An event map: each event name maps to the tuple of arguments its listeners receive. */
export type EventMap<Events> = { [E in keyof Events]: unknown[] };

/**
 * A listener for one event of an event map. Declared as a method's type, so its parameters are
 * compared both ways, as Node's and the official SDK's listeners are: a listener written for a
 * narrower type of the app's own (`(m: MyTranscript) => …`, `(e: Error) => …`) is accepted.
 */
export type Listener<Args extends unknown[]> = {
  bivarianceHack(...args: Args): void;
}['bivarianceHack'];

/** Any function, as the implementations of the listener methods take it. */
type AnyListener = (...args: never[]) => void;

/**
 * `unknown` when every parameter of a listener overlaps the event's argument at its position
 * (it accepts some of the values the event gives), else `never`.
 */
type OverlapCheck<Args extends unknown[], Params extends unknown[]> = {
  [K in keyof Params]: K extends keyof Args
    ? [Args[K] & Params[K]] extends [never]
      ? false
      : true
    : false;
}[number] extends true
  ? unknown
  : never;

/**
 * A listener typed with the app's own types, accepted when each of its parameters overlaps the
 * event's argument: `(m: MyTranscript) => …` for `message`, but not `(v: string) => …` for
 * `volume-level`. Listeners without their own types are typed by {@link Listener} instead, so
 * their mistakes are caught.
 */
export type OverlappingListener<Args extends unknown[], L extends AnyListener> = L &
  OverlapCheck<Args, Parameters<L>>;

/** How listeners are stored: argument types are checked at `on`/`emit`, not here. */
type Stored = ((...args: unknown[]) => void) & { listener?: unknown };

/**
 * A typed event emitter with the surface of Node's `EventEmitter` (the official web SDK's call
 * class is one), every method typed by event name, and no dependency on Node's `events`
 * (it runs in browsers). Methods that add or remove listeners return `this`.
 *
 * Two differences from Node's, both on purpose: a listener that throws does not stop the others
 * or the caller (a call must keep going; the error is rethrown asynchronously), and emitting
 * `error` without a listener does not throw. More than `maxListeners` listeners on one event
 * logs a single warning, as Node's emitter does.
 */
export class TypedEmitter<Events extends EventMap<Events>> {
  #listeners = new Map<keyof Events, Stored[]>();
  #maxListeners = DEFAULT_MAX_LISTENERS;
  #warned = new Set<keyof Events>();

  /** Adds a listener at the end of the event's list. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  on<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  on<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#add(event, listener as Stored);
  }

  /** Alias of {@link on}. */
  addListener<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  addListener<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  addListener<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#add(event, listener as Stored);
  }

  /** Adds a listener at the start of the event's list, so it runs first. */
  prependListener<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  prependListener<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  prependListener<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#add(event, listener as Stored, true);
  }

  /** Adds a listener that is removed before its first call. */
  once<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  once<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  once<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#add(event, this.#onceWrapper(event, listener));
  }

  /** Adds, at the start of the event's list, a listener that is removed before its first call. */
  prependOnceListener<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  prependOnceListener<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  prependOnceListener<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#add(event, this.#onceWrapper(event, listener), true);
  }

  /**
   * Removes a listener added with `on`, `once` or their variants: its most recently added
   * instance, as Node's emitter does.
   */
  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  off<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  off<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#remove(event, listener);
  }

  /** Alias of {@link off}. */
  removeListener<E extends keyof Events>(event: E, listener: Listener<Events[E]>): this;
  removeListener<E extends keyof Events, L extends AnyListener>(
    event: E,
    listener: OverlappingListener<Events[E], L>,
  ): this;
  removeListener<E extends keyof Events>(event: E, listener: unknown): this {
    return this.#remove(event, listener);
  }

  /** Removes every listener of one event, or of all events. */
  removeAllListeners(event?: keyof Events): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  /**
   * Sets the per-event listener count beyond which a warning is logged (0 or `Infinity` =
   * unlimited). Throws a RangeError for a negative number or NaN, as Node's emitter does.
   */
  setMaxListeners(count: number): this {
    if (typeof count !== 'number' || Number.isNaN(count) || count < 0) {
      throw new RangeError('The listener limit is a number ≥ 0.');
    }
    this.#maxListeners = count;
    return this;
  }

  /** The per-event listener count beyond which a warning is logged (default 10). */
  getMaxListeners(): number {
    return this.#maxListeners;
  }

  /** The listeners of an event, in call order (`once` listeners as given, not wrapped). */
  listeners<E extends keyof Events>(event: E): Listener<Events[E]>[] {
    return (this.#listeners.get(event) ?? []).map(
      (l) => (l.listener ?? l) as unknown as Listener<Events[E]>,
    );
  }

  /** The listeners of an event as stored: a `once` listener's wrapper has it as `.listener`. */
  rawListeners<E extends keyof Events>(event: E): Listener<Events[E]>[] {
    return [...(this.#listeners.get(event) ?? [])] as unknown as Listener<Events[E]>[];
  }

  /** How many listeners an event has (of them, how many are `listener`, when given). */
  listenerCount<E extends keyof Events>(event: E, listener?: Listener<Events[E]>): number {
    const list = this.#listeners.get(event) ?? [];
    if (listener === undefined) return list.length;
    return list.filter((l) => l === (listener as unknown) || l.listener === listener).length;
  }

  /** The events that have listeners. */
  eventNames(): (keyof Events)[] {
    return [...this.#listeners.keys()];
  }

  /**
   * Calls every listener of `event` in order, with `args`; true when it had listeners. A
   * throwing listener does not stop the others or the caller (the call must keep going); its
   * error is reported asynchronously instead. Public, as on Node's emitter (tests drive a call's
   * listeners through it).
   */
  emit<E extends keyof Events>(event: E, ...args: Events[E]): boolean {
    // A stored list is never empty: removing its last listener deletes it.
    const list = this.#listeners.get(event);
    if (!list) return false;
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

  #add(event: keyof Events, listener: Stored, first = false): this {
    const list = this.#listeners.get(event) ?? [];
    if (first) list.unshift(listener);
    else list.push(listener);
    this.#listeners.set(event, list);
    if (this.#maxListeners > 0 && list.length > this.#maxListeners && !this.#warned.has(event)) {
      this.#warned.add(event);
      console.warn(
        `Possible listener leak: ${list.length} '${String(event)}' listeners (max ${this.#maxListeners}; see setMaxListeners).`,
      );
    }
    return this;
  }

  #remove(event: keyof Events, listener: unknown): this {
    const list = this.#listeners.get(event);
    if (!list) return this;
    const index = list.findLastIndex((l) => l === listener || l.listener === listener);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.#listeners.delete(event);
    return this;
  }

  /** A listener that removes itself, then calls `listener`; `.listener` names the original. */
  #onceWrapper<E extends keyof Events>(event: E, listener: unknown): Stored {
    const wrapper: Stored = (...args: unknown[]) => {
      this.#remove(event, wrapper);
      (listener as Stored)(...args);
    };
    wrapper.listener = listener;
    return wrapper;
  }
}
