import { expect, it } from 'vitest';
import { bearer, postJson, postOnboarding } from '../../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../../testing/each-database.ts';
import { countInterviewsByStatus } from './interview-counts.ts';

describeOnEachDatabase((context) => {
  it('counts interviews in each status, zero for a status none is in', async () => {
    const { app, database } = context();
    expect(await countInterviewsByStatus(database.db)).toEqual({
      pending: 0,
      started: 0,
      completed: 0,
      partial: 0,
      abandoned: 0,
    });
    const { ticket } = await postOnboarding(app, 'ada@example.com');
    await postOnboarding(app, 'ada@example.com');
    await postOnboarding(app, 'grace@example.com');
    const started = await postJson(
      app,
      `/api/interviews/${ticket.id}/start`,
      { started_at: '2026-01-01T10:00:00.000Z' },
      bearer(ticket.token),
    );
    expect(started.status).toBe(200);
    expect(await countInterviewsByStatus(database.db)).toEqual({
      pending: 2,
      started: 1,
      completed: 0,
      partial: 0,
      abandoned: 0,
    });
  });
});
