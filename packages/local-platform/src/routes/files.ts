import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { platformFileBlobs } from '../db/schema/file-blobs.ts';
import type { PlatformDeps } from '../deps.ts';
import { requireUuid } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { mountCrud } from './crud.ts';

/** Largest upload the local platform keeps (bytes). */
export const maxFileBytes = 10 * 1024 * 1024;

/**
 * `/file`: multipart uploads (`POST /file`, deprecated `POST /file/upload`) whose bytes are kept
 * in the database and served back at the file's `url`.
 */
export function fileRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const upload = async (c: Context<PlatformEnv>) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) throw badRequest('Invalid file');
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) throw badRequest('Invalid file');
    if (file.size > maxFileBytes) throw badRequest(`file must be at most ${maxFileBytes} bytes`);
    const orgId = c.get('orgId');
    const id = deps.newId();
    const bytes = Buffer.from(await file.arrayBuffer());
    const purpose = typeof form.purpose === 'string' ? form.purpose : undefined;
    const metadata = typeof form.metadata === 'string' ? parseMetadata(form.metadata) : undefined;
    const url = `${deps.publicBaseUrl}/file/${id}/content`;
    // Bytes first: a file resource never points at missing content. (No transaction here: the
    // store's own queries would wait on it under PGlite's single connection.)
    await deps.db
      .insert(platformFileBlobs)
      .values({ fileId: id, orgId, bytes: bytes.length, contentBase64: bytes.toString('base64') });
    const resource = await deps.store.create(
      orgId,
      'file',
      {
        data: {
          object: 'file',
          status: 'done',
          name: file.name.slice(0, 40),
          originalName: file.name,
          bytes: bytes.length,
          mimetype: file.type || 'application/octet-stream',
          ...(purpose ? { purpose } : {}),
          ...(metadata ? { metadata } : {}),
          url,
          key: id,
          path: `/file/${id}/content`,
          ...(file.type.startsWith('text/')
            ? { parsedTextUrl: url, parsedTextBytes: bytes.length }
            : {}),
        },
      },
      { id },
    );
    return c.json(resource, 201);
  };
  app.post('/', upload);
  app.post('/upload', upload);

  app.get('/:id/content', async (c) => {
    const id = requireUuid(c.req.param('id'));
    const orgId = c.get('orgId');
    const file = await deps.store.get(orgId, 'file', id);
    const [blob] = await deps.db
      .select()
      .from(platformFileBlobs)
      .where(and(eq(platformFileBlobs.fileId, id), eq(platformFileBlobs.orgId, orgId)));
    if (!file || !blob) throw notFound('File');
    return c.body(Buffer.from(blob.contentBase64, 'base64'), 200, {
      'content-type': String(file.mimetype),
    });
  });

  mountCrud(app, deps, {
    kind: 'file',
    path: '/file',
    label: 'File',
    verbs: ['list', 'get', 'patch', 'delete'],
    listFilters: ['purpose'],
    afterDelete: async (file) => {
      await deps.db.delete(platformFileBlobs).where(eq(platformFileBlobs.fileId, file.id));
    },
  });
  return app;
}

function parseMetadata(text: string): Record<string, unknown> {
  if (text.length > 4096)
    throw badRequest('metadata must be shorter than or equal to 4096 characters');
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('metadata must be a JSON object');
}
