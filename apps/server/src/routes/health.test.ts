import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** Liveness, readiness, unknown routes and headers on a working database. */
describeOnEachDatabase((context) => {
  describe('health and the API surface', () => {
    it('answers /healthz and /readyz with 200 while the database works', async () => {
      const { app } = context();
      expect((await app.request('/healthz')).status).toBe(200);
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', rateLimitStore: 'ok' });
    });

    it('answers unknown /api routes with a JSON 404', async () => {
      const { app } = context();
      for (const [method, path] of [
        ['GET', '/api/nothing'],
        ['POST', '/api/onboarding/extra'],
        ['GET', '/api/onboarding'],
        ['DELETE', '/api/interviews/x/start'],
      ] as const) {
        const res = await app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: expect.any(String) },
        });
      }
    });

    it('sends security headers and no CORS headers on /api answers', async () => {
      const { app } = context();
      const res = await app.request('/api/voice-config', {
        headers: { origin: 'https://evil.example' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    });
  });
});
