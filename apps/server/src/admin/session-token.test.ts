import { describe, expect, it } from 'vitest';
import { withoutSessionTokens } from './session-token.ts';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

describe('withoutSessionTokens', () => {
  it('takes the token out of a sign-in answer and of a session, keeping the rest', async () => {
    const answer = await withoutSessionTokens(
      json({ redirect: false, token: 'tok', user: { email: 'a@example.com' } }),
    );
    expect(await answer.json()).toEqual({ redirect: false, user: { email: 'a@example.com' } });
    const session = await withoutSessionTokens(
      json({ session: { id: 's1', token: 'tok' }, user: { id: 'u1' } }),
    );
    expect(await session.json()).toEqual({ session: { id: 's1' }, user: { id: 'u1' } });
  });

  it('takes it out of every item of a list (list-sessions)', async () => {
    const answer = await withoutSessionTokens(json([{ id: 'a', token: 'x' }, { id: 'b' }, 3]));
    expect(await answer.json()).toEqual([{ id: 'a' }, { id: 'b' }, 3]);
  });

  it('keeps the status and the cookies, and drops the old length', async () => {
    const original = json({ token: 'a-long-session-token' }, { 'content-length': '31' });
    original.headers.append('set-cookie', 'a=1; HttpOnly');
    original.headers.append('set-cookie', 'b=2; HttpOnly');
    const answer = await withoutSessionTokens(original);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(await answer.text()).toBe('{}');
  });

  it('passes null, other bodies and broken JSON unchanged', async () => {
    expect(await (await withoutSessionTokens(json(null))).json()).toBeNull();
    const text = new Response('token=x', { headers: { 'content-type': 'text/plain' } });
    expect(await (await withoutSessionTokens(text)).text()).toBe('token=x');
    const broken = new Response('{"token":', { headers: { 'content-type': 'application/json' } });
    expect(await (await withoutSessionTokens(broken)).text()).toBe('{"token":');
  });
});
