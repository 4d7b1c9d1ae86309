import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { queryOf, readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { parseListQuery } from '../http/list-query.ts';
import { localVoices, voiceLibraryEntry, voicesOfProvider } from '../voices/local-voices.ts';

/** When the local voice list "was synced": fixed, since it ships with the package. */
const listedAt = '2025-01-01T00:00:00.000Z';

/**
 * `/voice-library`: the voices an assistant may name under a provider (the platform's own under
 * `vapi`, the local synthesizer's under any other), filtered by keyword, language, accent and
 * gender; syncing answers the same list.
 */
export function voiceLibraryRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const entries = (provider: string, orgId: string) =>
    voicesOfProvider(provider).map((v) => voiceLibraryEntry(v, provider, orgId, listedAt));

  app.post('/sync', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /voice-library/sync');
    const providers = (body.providers as string[] | undefined) ?? ['vapi'];
    return c.json(providers.flatMap((p) => entries(p, c.get('orgId'))));
  });
  app.post('/sync/:provider', (c) => c.json(entries(c.req.param('provider'), c.get('orgId'))));
  app.post('/create-sesame-voice', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /voice-library/create-sesame-voice');
    const voice = voiceLibraryEntry(
      { ...localVoices[0]!, voiceId: 'en-us', name: String(body.voiceName ?? 'Sesame voice') },
      'sesame',
      c.get('orgId'),
      deps.clock().toISOString(),
    );
    return c.json({ ...voice, isPublic: false }, 201);
  });
  app.get('/:provider/accents', (c) => {
    const seen = new Set<string>();
    const unique = entries(c.req.param('provider'), c.get('orgId')).filter((v) => {
      const accent = String(v.accent);
      return !seen.has(accent) && seen.add(accent);
    });
    return c.json(unique);
  });
  app.get('/:provider', (c) => {
    const query = queryOf(c);
    const list = parseListQuery(query, { paginated: true });
    const keyword = query.keyword?.toLowerCase();
    const matches = entries(c.req.param('provider'), c.get('orgId')).filter(
      (v) =>
        (!keyword || `${String(v.name)} ${String(v.providerId)}`.toLowerCase().includes(keyword)) &&
        (!query.language ||
          String(v.language).toLowerCase() === query.language.toLowerCase() ||
          v.languageCode === query.language) &&
        (!query.accent || v.accent === query.accent.toLowerCase()) &&
        (!query.gender || v.gender === query.gender),
    );
    const start = ((list.page ?? 1) - 1) * list.limit;
    return c.json(matches.slice(start, start + list.limit));
  });
  return app;
}
