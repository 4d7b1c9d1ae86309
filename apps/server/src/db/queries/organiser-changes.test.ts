import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisers } from '../schema/organisers.ts';
import { pgliteDriver, type TestDatabase } from '../../testing/test-databases.ts';
import { changeOrganiserRole, removeOrganiser } from './organiser-changes.ts';
import { createOrganiser } from '../../admin/organisers.ts';
import { fastPasswordHasher } from '../../testing/fast-password-hasher.ts';

// The checks made under the lock, for a request whose session said "owner" when it was read
// (the races themselves, on PostgreSQL: hostile-input.organisers.test.ts).
describe('organiser changes', () => {
  let database: TestDatabase;
  const now = new Date('2026-03-01T10:00:00Z');

  beforeAll(async () => {
    database = await pgliteDriver.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
  });

  const organiser = async (email: string, role: 'owner' | 'viewer' = 'owner') => {
    const created = await createOrganiser(
      database.db,
      {
        email,
        password: 'correct horse battery',
        role,
      },
      { hasher: fastPasswordHasher },
    );
    if (!created.ok) throw new Error(created.error);
    return { id: created.id, email };
  };
  const roleOf = async (id: string) =>
    (await database.db.select().from(organisers).where(eq(organisers.id, id)))[0]?.role;

  it('refuses an owner who was demoted after their session was read', async () => {
    const actor = await organiser('actor@example.com');
    const target = await organiser('target@example.com');
    await database.db.update(organisers).set({ role: 'viewer' }).where(eq(organisers.id, actor.id));
    const demote = await changeOrganiserRole(database.db, {
      actor,
      targetId: target.id,
      role: 'viewer',
      now,
    });
    expect(demote).toEqual({ ok: false, error: 'not_owner' });
    const remove = await removeOrganiser(database.db, { actor, targetId: target.id, now });
    expect(remove).toEqual({ ok: false, error: 'not_owner' });
    expect(await roleOf(target.id)).toBe('owner');
  });

  it('refuses an owner who was removed after their session was read', async () => {
    const actor = await organiser('actor@example.com');
    const target = await organiser('target@example.com', 'viewer');
    await database.db.delete(organisers).where(eq(organisers.id, actor.id));
    expect(await removeOrganiser(database.db, { actor, targetId: target.id, now })).toEqual({
      ok: false,
      error: 'not_owner',
    });
    expect(await roleOf(target.id)).toBe('viewer');
  });

  it("refuses the actor's own account and answers not_found for an unknown one", async () => {
    const actor = await organiser('actor@example.com');
    expect(await removeOrganiser(database.db, { actor, targetId: actor.id, now })).toEqual({
      ok: false,
      error: 'self',
    });
    expect(
      await changeOrganiserRole(database.db, { actor, targetId: 'nobody', role: 'owner', now }),
    ).toEqual({ ok: false, error: 'not_found' });
  });
});
