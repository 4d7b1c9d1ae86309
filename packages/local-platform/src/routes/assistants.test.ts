import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

describe.each(testDatabaseKinds)('assistants on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
  });
  afterAll(() => t.close());

  it('creates, reads, lists, merges, replaces and deletes an assistant', async () => {
    const created = await t.call('POST', '/assistant', {
      name: 'Support',
      model: { provider: 'openai', model: 'gpt-4o', temperature: 0.5 },
      metadata: { team: 'support', limits: { daily: 10, weekly: 50 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Support', orgId: t.platform.orgId });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const id = created.body.id as string;

    const got = await t.call('GET', `/assistant/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    const listed = await t.call('GET', '/assistant?limit=1');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].id).toBe(id);

    const patched = await t.call('PATCH', `/assistant/${id}`, {
      metadata: { limits: { daily: 20 } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.metadata).toEqual({ team: 'support', limits: { daily: 20, weekly: 50 } });
    expect(patched.body.model).toEqual(created.body.model);
    expect(patched.body.name).toBe('Support');
    expect(Date.parse(patched.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.updatedAt),
    );

    const replaced = await t.call('PUT', `/assistant/${id}`, { name: 'Replaced' });
    expect(replaced.body.name).toBe('Replaced');
    expect(replaced.body.model).toBeUndefined();

    const versions = await t.call('GET', `/assistant/${id}/version`);
    expect(versions.body.metadata.totalItems).toBe(3);
    expect(versions.body.results.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    const deleted = await t.call('DELETE', `/assistant/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.name).toBe('Replaced');
    const gone = await t.call('GET', `/assistant/${id}`);
    expect(gone).toEqual({
      status: 404,
      body: { message: 'Assistant not found', error: 'Not Found', statusCode: 404 },
    });
  });

  it('seeds the interview assistant once', async () => {
    const seeded = await t.call('GET', `/assistant/${t.platform.assistantId}`);
    expect(seeded.body.name).toBe('Vibe Together Interview');
    expect(seeded.body.metadata.script.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses platform-set fields and wrong types with one message per problem', async () => {
    const res = await t.call('POST', '/assistant', { id: 'x', orgId: 'y', name: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['property id should not exist', 'property orgId should not exist']),
    );
    expect(res.body.message.length).toBeGreaterThanOrEqual(3);
  });
});
