import { Hono, type Context } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import { localVoices, voiceLibraryEntry } from '../voices/local-voices.ts';

const localNote = 'local platform: no connection to this provider';

/**
 * `/{provider}/...`: third-party provider lookups. Offline there is no provider to ask, so the
 * answers are plainly local: no workflows or locations, and voice search over the local voices.
 * Mount last: `/:provider` would otherwise shadow real resources.
 */
export function providerRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get('/:provider/workflows', (c) =>
    c.json({ workflows: [], provider: c.req.param('provider'), note: localNote }),
  );
  app.get('/:provider/workflows/:workflowId/hooks', (c) =>
    c.json({ hooks: [], workflowId: c.req.param('workflowId'), note: localNote }),
  );
  app.get('/:provider/locations', (c) =>
    c.json({ locations: [], provider: c.req.param('provider'), note: localNote }),
  );

  const search = (c: Context<PlatformEnv>) => {
    const name = c.req.query('name');
    if (!name) throw badRequest(['name should not be empty', 'name must be a string']);
    const matches = localVoices.filter((v) =>
      `${v.name} ${v.voiceId}`.toLowerCase().includes(name.toLowerCase()),
    );
    return c.json(
      matches.map((v) => ({
        voiceId: v.voiceId,
        name: v.name,
        description: `eSpeak NG (${localNote})`,
        gender: v.gender,
        accent: v.accent,
      })),
    );
  };
  app.get('/:provider/voices/search', search);
  app.get('/:provider/voice/search', search);

  const add = (operation: string) => async (c: Context<PlatformEnv>) => {
    const body = await readJson(c, deps.validator, operation);
    const base = localVoices.find((v) => v.voiceId === body.voiceId) ?? localVoices[0]!;
    const entry = voiceLibraryEntry(
      { ...base, voiceId: String(body.voiceId), name: String(body.name) },
      c.req.param('provider')!,
      c.get('orgId'),
      deps.clock().toISOString(),
    );
    return c.json({ ...entry, isPublic: false, publicOwnerId: body.ownerId }, 201);
  };
  app.post('/:provider/voices/add', add('POST /{provider}/voices/add'));
  app.post('/:provider/voice/add', add('POST /{provider}/voice/add'));

  // Voice cloning needs the provider; locally the upload is checked and accepted, nothing more.
  app.post('/:provider/voice/clone', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) throw badRequest('Voice Clone Error.');
    const form = await c.req.parseBody({ all: true });
    const files = ([] as unknown[]).concat(form.files ?? []);
    if (
      !form.name ||
      !files.length ||
      !files.every((f) => f instanceof File && f.type.startsWith('audio/'))
    ) {
      throw badRequest('Voice Clone Error.');
    }
    return c.body(null, 201);
  });
  return app;
}
