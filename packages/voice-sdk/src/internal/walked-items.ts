/**
 * The ids of the items a list walk has yielded, to spot a page the server answers again.
 *
 * A server that ignores the cursor (`createdAtLt`, `page`) repeats a page instead of moving
 * on: walking on would yield its items a second time and, when the cursor cannot advance,
 * never end. Pages are compared by their items' `id`s, which every platform resource has.
 */
export class WalkedItems {
  readonly #ids = new Set<string>();

  /**
   * Whether the page brings nothing new: it holds items, each with an id, and every one of
   * them was walked already. An empty page or an item without an id is never a repeat.
   */
  repeats(items: readonly unknown[]): boolean {
    return (
      items.length > 0 &&
      items.every((item) => {
        const id = idOf(item);
        return id !== undefined && this.#ids.has(id);
      })
    );
  }

  /** Remembers the page's items as walked. */
  add(items: readonly unknown[]): void {
    for (const item of items) {
      const id = idOf(item);
      if (id !== undefined) this.#ids.add(id);
    }
  }
}

function idOf(item: unknown): string | undefined {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}
