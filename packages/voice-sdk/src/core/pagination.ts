import { WalkedItems } from '../internal/walked-items.ts';
import { APIPromise } from './api-promise.ts';
import { PlatformError } from './error.ts';
import type { FinalRequestOptions } from './request-options.ts';

/**
 * What a page needs of its client: a way to ask for the following page. `BaseClient` is one;
 * declared here so that the pages need nothing of the client, which builds them.
 */
export interface PageFetcher {
  requestAPIList<Item, P extends AbstractPage<Item>>(
    Page: PageConstructor<Item, P>,
    options: FinalRequestOptions,
  ): PromiseLike<P>;
}

/** How the SDK builds a page from an answer; every page class has this constructor. */
export type PageConstructor<Item, P extends AbstractPage<Item>> = new (
  client: PageFetcher,
  response: Response,
  body: unknown,
  options: FinalRequestOptions,
) => P;

/**
 * One page of a list. Iterate it with `for await` to walk every item of every later page;
 * later pages are fetched only when the iteration reaches them.
 *
 * @example
 * let page = await client.calls.list({ limit: 50 });
 * while (true) {
 *   render(page.getPaginatedItems());
 *   if (!page.hasNextPage()) break;
 *   page = await page.getNextPage();
 * }
 */
export abstract class AbstractPage<Item> implements AsyncIterable<Item> {
  /** The raw answer this page came from. */
  readonly response: Response;
  /** The request options that produced this page; the next page's are derived from them. */
  protected readonly options: FinalRequestOptions;
  #client: PageFetcher;

  constructor(
    client: PageFetcher,
    response: Response,
    _body: unknown,
    options: FinalRequestOptions,
  ) {
    this.#client = client;
    this.response = response;
    this.options = options;
  }

  /** The items on this page, in the platform's order. */
  abstract getPaginatedItems(): Item[];

  /** The request for the following page, or `null` when this is the last one. */
  abstract nextPageRequestOptions(): FinalRequestOptions | null;

  /** Whether another page follows (an empty page is always the last). */
  hasNextPage(): boolean {
    return this.getPaginatedItems().length > 0 && this.nextPageRequestOptions() !== null;
  }

  /** Fetches the following page; throws when there is none (check {@link hasNextPage}). */
  async getNextPage(): Promise<this> {
    const next = this.nextPageRequestOptions();
    if (!next || this.getPaginatedItems().length === 0) {
      throw new PlatformError('No next page; check hasNextPage() before getNextPage().');
    }
    const Page = this.constructor as PageConstructor<Item, this>;
    return await this.#client.requestAPIList<Item, this>(Page, next);
  }

  /**
   * Walks this page and every later one, fetching each only when it is reached. A page whose
   * items (by `id`) were all walked already means the server ignored the cursor and answered
   * again: the walk ends before it, so no item is yielded twice that way and it cannot loop.
   */
  async *iterPages(): AsyncGenerator<this> {
    const walked = new WalkedItems();
    walked.add(this.getPaginatedItems());
    yield this;
    let page = this.hasNextPage() ? await this.getNextPage() : undefined;
    while (page && !walked.repeats(page.getPaginatedItems())) {
      walked.add(page.getPaginatedItems());
      yield page;
      page = page.hasNextPage() ? await page.getNextPage() : undefined;
    }
  }

  /** Walks every item of this page and the following ones. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    for await (const page of this.iterPages()) {
      yield* page.getPaginatedItems();
    }
  }
}

/** The page size the platform uses when a list request names none. */
const DEFAULT_LIMIT = 100;

/**
 * A page of the platform's plain-array lists (`GET /assistant`, `/call`, `/tool` …), which come
 * newest first. The next page repeats the query with `createdAtLt` set to the last item's
 * `createdAt`; a page shorter than `limit` (default 100) is the last.
 */
export class ArrayPage<Item> extends AbstractPage<Item> {
  /** The items of this page. */
  readonly data: Item[];

  constructor(
    client: PageFetcher,
    response: Response,
    body: unknown,
    options: FinalRequestOptions,
  ) {
    super(client, response, body, options);
    if (!Array.isArray(body)) {
      throw new PlatformError(`Expected a JSON array from GET ${options.path}.`);
    }
    this.data = body as Item[];
  }

  getPaginatedItems(): Item[] {
    return this.data;
  }

  nextPageRequestOptions(): FinalRequestOptions | null {
    const limit = Number(this.options.query?.['limit'] ?? DEFAULT_LIMIT);
    if (!(this.data.length >= limit)) return null;
    const createdAt = (this.data.at(-1) as { createdAt?: unknown } | undefined)?.createdAt;
    if (typeof createdAt !== 'string' || createdAt === '') return null;
    // Newest first: a cursor that does not move back in time means the server ignored the
    // last one and answered the same page again; asking once more would loop forever.
    const previous = this.options.query?.['createdAtLt'];
    if (typeof previous === 'string' && !(Date.parse(createdAt) < Date.parse(previous))) {
      return null;
    }
    return { ...this.options, query: { ...this.options.query, createdAtLt: createdAt } };
  }
}

/**
 * The whole of a plain-array list the platform does not page (`GET /org`, `/org/{id}/user`,
 * `/template/pinned`, `/workflow`, `/file` take no `limit` or `createdAtLt`): one page, never
 * a next one. A cursor there would be ignored and only fetch the same list again.
 */
export class SinglePage<Item> extends ArrayPage<Item> {
  override nextPageRequestOptions(): null {
    return null;
  }
}

/** The envelope of the platform's paginated lists (`/v2/...`, `/campaign/paginated` …). */
export interface PaginatedEnvelope<Item> {
  results: Item[];
  metadata: { itemsPerPage: number; totalItems: number; currentPage: number };
}

/**
 * A page of the `{ results, metadata: { itemsPerPage, totalItems, currentPage } }` lists. The
 * next page asks for `page = currentPage + 1` while earlier pages hold fewer than `totalItems`.
 */
export class PaginatedPage<Item> extends AbstractPage<Item> {
  /** The items of this page. */
  readonly results: Item[];
  /** The platform's counts for the whole list. */
  readonly metadata: PaginatedEnvelope<Item>['metadata'] | undefined;

  constructor(
    client: PageFetcher,
    response: Response,
    body: unknown,
    options: FinalRequestOptions,
  ) {
    super(client, response, body, options);
    const envelope = body as Partial<PaginatedEnvelope<Item>> | null;
    if (typeof envelope !== 'object' || envelope === null || !Array.isArray(envelope.results)) {
      throw new PlatformError(`Expected a { results, metadata } page from GET ${options.path}.`);
    }
    this.results = envelope.results;
    this.metadata = envelope.metadata;
  }

  getPaginatedItems(): Item[] {
    return this.results;
  }

  nextPageRequestOptions(): FinalRequestOptions | null {
    const meta = this.metadata;
    if (!meta || ![meta.currentPage, meta.itemsPerPage, meta.totalItems].every(isCount)) {
      return null;
    }
    if (meta.currentPage * meta.itemsPerPage >= meta.totalItems) return null;
    return { ...this.options, query: { ...this.options.query, page: meta.currentPage + 1 } };
  }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * The promise a list method returns: `await` it for the first page, or iterate it directly
 * with `for await` to walk every item, pages fetched lazily.
 *
 * @example
 * for await (const assistant of client.assistants.list()) console.log(assistant.name);
 */
export class PagePromise<P extends AbstractPage<Item>, Item> extends APIPromise<P> {
  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    const page = await this;
    yield* page;
  }
}
