import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../testing/recording-server.ts';
import { BaseClient } from './base-client.ts';
import { ArrayPage, PaginatedPage, SinglePage } from './pagination.ts';

type Item = { id: string; createdAt: string };
const item = (n: number): Item => ({
  id: `i${n}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 100 - n)).toISOString(),
});

let server: RecordingServer;
let client: BaseClient;
beforeEach(async () => {
  server = await startRecordingServer();
  client = new BaseClient({ apiKey: 'k', baseURL: server.url });
});
afterEach(() => server.close());

describe('ArrayPage (plain-array lists, newest first)', () => {
  it('fetches the next page only when iteration reaches it, using createdAtLt of the last item', async () => {
    server.enqueue({ body: [item(1), item(2)] }, { body: [item(3)] });
    const seen: string[] = [];

    const list = client.getAPIList<Item, ArrayPage<Item>>('/assistant', ArrayPage, {
      query: { limit: 2, name: 'x' },
    });
    for await (const assistant of list) {
      seen.push(assistant.id);
      expect(server.requests).toHaveLength(assistant.id === 'i3' ? 2 : 1);
    }

    expect(seen).toEqual(['i1', 'i2', 'i3']);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.query.get('createdAtLt')).toBe(item(2).createdAt);
    expect(server.requests[1]?.query.get('limit')).toBe('2');
    expect(server.requests[1]?.query.get('name')).toBe('x');
  });

  it('stops after a page shorter than the default limit of 100 without another request', async () => {
    server.enqueue({ body: [item(1)] });
    const page = await client.getAPIList<Item, ArrayPage<Item>>('/call', ArrayPage);
    expect(page.data).toEqual([item(1)]);
    expect(page.hasNextPage()).toBe(false);
    await expect(page.getNextPage()).rejects.toThrow(/No next page/);
    expect(server.requests).toHaveLength(1);
  });

  it('stops at an empty page', async () => {
    server.enqueue({ body: [item(1)] }, { body: [] });
    const pages = [];
    const first = await client.getAPIList<Item, ArrayPage<Item>>('/tool', ArrayPage, {
      query: { limit: 1 },
    });
    for await (const page of first.iterPages()) pages.push(page.data.length);
    expect(pages).toEqual([1, 0]);
  });

  it('stops before a page the server answers again when it ignores the cursor', async () => {
    const full = { body: [item(1), item(2)] };
    server.enqueue(full, full, full, full);
    const seen: string[] = [];
    const list = client.getAPIList<Item, ArrayPage<Item>>('/assistant', ArrayPage, {
      query: { limit: 2 },
    });
    for await (const assistant of list) seen.push(assistant.id);
    expect(seen).toEqual(['i1', 'i2']);
    expect(server.requests).toHaveLength(2);
  });

  it('stops before a page that repeats an earlier one, not only the last', async () => {
    server.enqueue(
      { body: [item(1), item(2)] },
      { body: [item(3), item(4)] },
      { body: [item(1), item(2)] },
    );
    const pages: string[][] = [];
    const first = await client.getAPIList<Item, ArrayPage<Item>>('/call', ArrayPage, {
      query: { limit: 2 },
    });
    for await (const page of first.iterPages()) pages.push(page.data.map((i) => i.id));
    expect(pages).toEqual([
      ['i1', 'i2'],
      ['i3', 'i4'],
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('walks on through items without ids, which it cannot compare', async () => {
    const anonymous = (n: number) => ({ createdAt: item(n).createdAt });
    server.enqueue({ body: [anonymous(1), anonymous(2)] }, { body: [anonymous(3)] });
    const seen: unknown[] = [];
    const list = client.getAPIList<unknown, ArrayPage<unknown>>('/squad', ArrayPage, {
      query: { limit: 2 },
    });
    for await (const squad of list) seen.push(squad);
    expect(seen).toHaveLength(3);
  });

  it('rejects an answer that is not an array', async () => {
    server.enqueue({ body: { results: [] } });
    await expect(client.getAPIList('/squad', ArrayPage)).rejects.toThrow(/JSON array/);
  });
});

describe('SinglePage (lists the platform does not page)', () => {
  it('walks the one answer and never asks again, however long it is', async () => {
    const everything = Array.from({ length: 150 }, (_, n) => item(n));
    server.enqueue({ body: everything }, { body: everything });
    const seen: string[] = [];
    for await (const org of client.getAPIList<Item, SinglePage<Item>>('/org', SinglePage)) {
      seen.push(org.id);
    }
    expect(seen).toHaveLength(150);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.query.get('createdAtLt')).toBeNull();
  });
});

describe('PaginatedPage ({ results, metadata } lists)', () => {
  const envelope = (results: Item[], currentPage: number) => ({
    results,
    metadata: { itemsPerPage: 2, totalItems: 3, currentPage },
  });

  it('asks for page + 1 lazily while earlier pages hold fewer than totalItems', async () => {
    server.enqueue({ body: envelope([item(1), item(2)], 1) }, { body: envelope([item(3)], 2) });

    const list = client.getAPIList<Item, PaginatedPage<Item>>('/v2/call', PaginatedPage, {
      query: { limit: 2 },
    });
    const iterator = list[Symbol.asyncIterator]();

    expect((await iterator.next()).value).toEqual(item(1));
    expect((await iterator.next()).value).toEqual(item(2));
    expect(server.requests).toHaveLength(1);
    expect((await iterator.next()).value).toEqual(item(3));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.query.get('page')).toBe('2');
    expect(server.requests[1]?.query.get('limit')).toBe('2');
    expect((await iterator.next()).done).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('stops before a repeated page when the server ignores `page`, instead of asking forever', async () => {
    const first = { body: envelope([item(1), item(2)], 1) };
    server.enqueue(first, first, first);
    const seen: string[] = [];
    const list = client.getAPIList<Item, PaginatedPage<Item>>('/v2/call', PaginatedPage, {
      query: { limit: 2 },
    });
    for await (const call of list) seen.push(call.id);
    expect(seen).toEqual(['i1', 'i2']);
    expect(server.requests).toHaveLength(2);
  });

  it('awaits to the first page with its counts', async () => {
    server.enqueue({ body: envelope([item(1), item(2)], 1) });
    const page = await client.getAPIList<Item, PaginatedPage<Item>>(
      '/campaign/paginated',
      PaginatedPage,
    );
    expect(page.results).toHaveLength(2);
    expect(page.metadata?.totalItems).toBe(3);
    expect(page.hasNextPage()).toBe(true);
  });
});
