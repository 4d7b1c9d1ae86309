import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import type { CallPatch, CallSessionStore, SessionAssistant } from '../sessions/types.ts';
import { ResourceStore } from '../store/resource-store.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { MemoryCallStore } from '../testing/memory-call-store.ts';
import { createCallStore } from './call-store.ts';
import { newCallToken } from './web-call-url.ts';

// The rules of a call-session store, run against the platform's store (on each test database)
// and against the in-memory one the session tests and the benchmark use, so the two cannot
// drift apart: a session joins a call with the call's own token while the call is queued,
// ringing or in progress, and what the session saves is merged into the call.

/** A store under test, with a way to add a call the platform created and to read it back. */
interface StoreUnderTest {
  store: CallSessionStore;
  /** Adds a queued call for `assistant`; answers its id and its session token. */
  addCall(
    assistant: SessionAssistant,
    metadata: Record<string, unknown>,
  ): Promise<{ id: string; orgId: string; token: string }>;
  /** The call as stored (status, times, transcript, …). */
  read(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

function memoryStore(): StoreUnderTest {
  const store = new MemoryCallStore();
  return {
    store,
    async addCall(assistant, metadata) {
      const call = {
        id: randomUUID(),
        orgId: randomUUID(),
        assistant,
        metadata,
        createdAt: new Date().toISOString(),
      };
      const token = randomUUID();
      store.add(call, token);
      return { id: call.id, orgId: call.orgId, token };
    },
    async read(id) {
      return { ...store.calls.get(id) };
    },
    async close() {},
  };
}

async function databaseStore(kind: 'pglite' | 'postgres'): Promise<StoreUnderTest> {
  const database: TestDatabase = await openTestDatabase(kind);
  await migrate(database.db);
  const resources = new ResourceStore(database.db, () => new Date(), randomUUID);
  return {
    store: createCallStore(resources),
    async addCall(assistant, metadata) {
      const orgId = randomUUID();
      // As `POST /call/web` stores a call: queued, with the hash of its session token.
      const { token, tokenHash } = newCallToken();
      const call = await resources.create(orgId, 'call', {
        data: { type: 'webCall', status: 'queued', assistant, metadata },
        hidden: { tokenHash },
      });
      return { id: call.id, orgId, token };
    },
    async read(id) {
      return { ...(await resources.getRow(null, 'call', id))?.data };
    },
    close: () => database.close(),
  };
}

const stores: [string, () => Promise<StoreUnderTest>][] = [
  ['the in-memory store', async () => memoryStore()],
  ...testDatabaseKinds.map((kind): [string, () => Promise<StoreUnderTest>] => [
    `the platform's store on ${kind}`,
    () => databaseStore(kind),
  ]),
];

const assistant: SessionAssistant = { firstMessage: 'Hello!', metadata: { script: {} } };

describe.each(stores)('call-session store contract: %s', (_name, open) => {
  let subject: StoreUnderTest;

  beforeAll(async () => {
    subject = await open();
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('lets a session join a queued call with the call’s own token', async () => {
    const { id, orgId, token } = await subject.addCall(assistant, { interviewId: 'i-1' });
    const call = await subject.store.loadCall(id, token);
    expect(call).toMatchObject({
      id,
      orgId,
      assistant: { firstMessage: 'Hello!' },
      metadata: { interviewId: 'i-1' },
    });
    expect(Date.parse(call!.createdAt)).not.toBeNaN();
  });

  it('refuses a wrong token, no token, and an unknown call', async () => {
    const { id } = await subject.addCall(assistant, {});
    expect(await subject.store.loadCall(id, 'not-the-token')).toBeNull();
    expect(await subject.store.loadCall(id, null)).toBeNull();
    expect(await subject.store.loadCall(randomUUID(), 'any-token')).toBeNull();
  });

  it('lets a call in progress be joined again, and refuses it once it has ended', async () => {
    const { id, token } = await subject.addCall(assistant, {});
    await subject.store.saveCall(id, {
      status: 'in-progress',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(await subject.store.loadCall(id, token)).toMatchObject({ id });
    await subject.store.saveCall(id, { status: 'ended', endedReason: 'customer-ended-call' });
    expect(await subject.store.loadCall(id, token)).toBeNull();
  });

  it('merges what a session saves into the call', async () => {
    const { id } = await subject.addCall(assistant, { interviewId: 'i-2' });
    await subject.store.saveCall(id, {
      status: 'in-progress',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    const end: CallPatch = {
      status: 'ended',
      endedAt: '2026-01-01T00:01:00.000Z',
      endedReason: 'silence-timed-out',
      transcript: 'AI: Hello!',
      cost: 0,
    };
    await subject.store.saveCall(id, end);
    expect(await subject.read(id)).toMatchObject({
      ...end,
      startedAt: '2026-01-01T00:00:00.000Z',
      metadata: { interviewId: 'i-2' },
    });
  });
});
