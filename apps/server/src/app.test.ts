import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from './testing/api-helpers.ts';
import type { Database } from './db/client.ts';
import { createLogger } from './logger.ts';

// These tests never reach the database: a handle whose queries would throw is enough.
const noDatabase = {
  db: new Proxy({} as Database, {
    get: () => {
      throw new Error('no database in this test');
    },
  }),
  ping: async () => {},
};

describe('createApp', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vibe-app-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Vibe Together</title>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sends a content security policy that allows the page’s own files, the avatars and the call hosts', async () => {
    const app = buildTestApp(noDatabase, { webDistDir: dist });
    const res = await app.request('/');
    expect(res.status).toBe(200);
    const csp = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    // blob: for the audio worklet of the SDK's WebSocket transport.
    expect(csp['script-src']).toEqual(["'self'", 'blob:', 'https://c.daily.co']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://images.unsplash.com']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'wss://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
    ]);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gives the dashboard a policy without the call SDK, blob: scripts or the voice API’s HTTP origin', async () => {
    const app = buildTestApp(noDatabase, {
      webDistDir: dist,
      connectSources: ['ws://127.0.0.1:8080'],
    });
    const policyOf = async (path: string) => {
      const res = await app.request(path);
      const header = res.headers.get('content-security-policy') ?? '';
      return Object.fromEntries(
        header.split('; ').map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources];
        }),
      ) as Record<string, string[]>;
    };
    for (const path of ['/admin', '/admin/people/ada@example.com', '/ADMIN/', '/api/admin/me']) {
      const csp = await policyOf(path);
      expect(csp['script-src'], path).toEqual(["'self'"]);
      // The voice API's WebSocket host alone: an owner's test call runs on its transport.
      expect(csp['connect-src'], path).toEqual(["'self'", 'wss://api.vapi.ai']);
      expect(csp['media-src'], path).toEqual(["'self'"]);
      expect(csp['worker-src'], path).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
    }
    const dashboard = await app.request('/admin');
    expect(dashboard.headers.get('content-security-policy')).not.toMatch(
      /daily|blob:|https:\/\/api\.vapi/,
    );
    expect(dashboard.headers.get('permissions-policy')).toContain('microphone=()');
    // The landing page (and a path that only starts like the dashboard's) keeps the call hosts.
    for (const path of ['/', '/administrator', '/api/voice-config']) {
      const csp = await policyOf(path);
      expect(csp['script-src'], path).toEqual(["'self'", 'blob:', 'https://c.daily.co']);
      expect(csp['connect-src'], path).toContain('ws://127.0.0.1:8080');
    }
    expect((await app.request('/')).headers.get('permissions-policy')).toContain(
      'microphone=(self)',
    );
  });

  it('sends HSTS on https only: directly, or when a trusted proxy says so', async () => {
    const hsts = async (url: string, env: Record<string, string>, headers = {}) =>
      (
        await buildTestApp(noDatabase, { config: testConfig(env) }).request(url, { headers })
      ).headers.get('strict-transport-security');
    const claimed = { 'x-forwarded-proto': 'https' };
    expect(await hsts('http://vibe.example/healthz', {})).toBeNull();
    expect(await hsts('http://vibe.example/healthz', {}, claimed)).toBeNull();
    expect(await hsts('https://vibe.example/healthz', {})).toMatch(/^max-age=\d+/);
    expect(await hsts('http://vibe.example/healthz', { TRUST_PROXY: '1' }, claimed)).toMatch(
      /^max-age=\d+/,
    );
  });

  it("sends the build's scripts and styles only the headers a file needs, pages all of them", async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'app-abc123.css'), 'body{}');
    const app = buildTestApp(noDatabase, { webDistDir: dist });
    for (const file of ['/assets/app-abc123.js', '/assets/app-abc123.css']) {
      const res = await app.request(`https://vibe.example${file}`);
      expect(res.status, file).toBe(200);
      // What still means something for a file: no sniffing, same-origin use, HTTPS only.
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), file).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), file).toMatch(/^max-age=\d+/);
      // A policy for documents, sent with each of a page's dozen files, costs ~1 KB a request.
      expect(res.headers.get('content-security-policy'), file).toBeNull();
      expect(res.headers.get('permissions-policy'), file).toBeNull();
      expect(res.headers.get('x-frame-options'), file).toBeNull();
    }
    // Anything under /assets/ that is a page (an unknown path answers the 404 page) keeps them.
    const page = await app.request('/assets/missing');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows the configured voice API host instead of the default one', async () => {
    const config = testConfig({ VOICE_API_URL: 'https://voice.example.com/' });
    const res = await buildTestApp(noDatabase, { config }).request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://voice.example.com wss://voice.example.com');
    expect(csp).not.toContain('api.vapi.ai');
  });

  it('answers an unknown page path with the page and 404, and an unknown /api path with JSON 404', async () => {
    const app = buildTestApp(noDatabase, { webDistDir: dist });
    const page = await app.request('/no/such/page');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<title>Vibe Together</title>');
    const api = await app.request('/api/no/such/route');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('mounts extra routes before the web app, with the same headers and JSON errors', async () => {
    const app = buildTestApp(noDatabase, {
      webDistDir: dist,
      mount: (root) => {
        root.route(
          '/platform',
          new Hono()
            .get('/ping', (c) => c.json({ pong: true }))
            .get('/boom', () => {
              throw new Error('secret detail');
            }),
        );
      },
    });
    const ping = await app.request('/platform/ping');
    expect(await ping.json()).toEqual({ pong: true });
    expect(ping.headers.get('content-security-policy')).toBeTruthy();
    const boom = await app.request('/platform/boom');
    expect(boom.status).toBe(500);
    const text = await boom.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: expect.any(String) },
    });
    expect(text).not.toContain('secret detail');
  });

  it('logs an unexpected error without the data its message carries', async () => {
    const lines: string[] = [];
    const app = buildTestApp(noDatabase, {
      logger: createLogger('debug', (line) => lines.push(line)),
      mount: (root) => {
        root.get('/platform/fail', () => {
          throw new Error('Failed query: select 1 where $1\nparams: ada@example.com');
        });
      },
    });
    expect((await app.request('/platform/fail')).status).toBe(500);
    expect(lines.join('\n')).toContain('Failed query: select 1 where $1');
    expect(lines.join('\n')).not.toContain('ada@example.com');
  });

  describe('GET /api/voice-config', () => {
    it('answers 503 voice_not_configured while no platform is configured', async () => {
      const res = await buildTestApp(noDatabase).request('/api/voice-config');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'voice_not_configured' } });
    });

    it('answers the hosted platform’s key and assistant from VOICE_* variables', async () => {
      const config = testConfig({ VOICE_PUBLIC_KEY: 'pk_1', VOICE_ASSISTANT_ID: 'asst_1' });
      const res = await buildTestApp(noDatabase, { config }).request('/api/voice-config');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        publicKey: 'pk_1',
        assistantId: 'asst_1',
        apiBaseUrl: 'https://api.vapi.ai',
      });
    });

    it('answers what an injected provider (e.g. a local platform) supplies', async () => {
      const voice = {
        publicKey: 'local',
        assistantId: 'a',
        apiBaseUrl: 'http://localhost/platform',
      };
      const app = buildTestApp(noDatabase, { voiceConfig: async () => voice });
      expect(await (await app.request('/api/voice-config')).json()).toEqual(voice);
    });
  });
});
