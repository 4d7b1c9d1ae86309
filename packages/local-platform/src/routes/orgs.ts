import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { sign } from 'hono/jwt';
import { platformOrgUsers, type PlatformOrgUserRow } from '../db/schema/org-users.ts';
import type { PlatformDeps } from '../deps.ts';
import { readJson, requireUuid } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ensureOwner } from '../store/org-owner.ts';
import type { Resource } from '../store/resource-store.ts';
import { mountCrud } from './crud.ts';

const u = platformOrgUsers;

/**
 * `/org`: the org of the keys (created at first start with its owner) and orgs made through the
 * API; members with roles (admin, editor, viewer), invites (pending users), role changes,
 * removing a member, leaving, and a short-lived org token.
 */
export function orgRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const orgOf = async (c: Context<PlatformEnv>) => {
    const id = requireUuid(c.req.param('id')!);
    const org = await deps.store.getRow(c.get('orgId'), 'org', id);
    if (!org) throw notFound('Org');
    return org;
  };
  const userRow = (row: PlatformOrgUserRow) => ({
    id: row.id,
    email: row.email,
    ...(row.fullName ? { fullName: row.fullName } : {}),
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  app.get('/:id/user', async (c) => {
    const org = await orgOf(c);
    const rows = await deps.db
      .select()
      .from(u)
      .where(eq(u.orgId, org.id))
      .orderBy(asc(u.createdAt));
    return c.json(rows.map(userRow));
  });

  app.post('/:id/invite', async (c) => {
    const org = await orgOf(c);
    const body = await readJson(c, deps.validator, 'POST /org/{id}/invite');
    const emails = [...new Set((body.emails as string[]).map((e) => e.trim().toLowerCase()))];
    const now = deps.clock();
    const inserted = await deps.db
      .insert(u)
      .values(
        emails.map((email) => ({
          id: deps.newId(),
          orgId: org.id,
          email,
          role: body.role as PlatformOrgUserRow['role'],
          status: 'invited' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ email: u.email });
    const already = emails.filter((e) => !inserted.some((row) => row.email === e));
    if (already.length)
      throw badRequest(already.map((e) => `${e} is already a member of this org`));
    return c.body(null, 201);
  });

  app.patch('/:id/role', async (c) => {
    const org = await orgOf(c);
    const body = await readJson(c, deps.validator, 'PATCH /org/{id}/role');
    const updated = await deps.db
      .update(u)
      .set({ role: body.role as PlatformOrgUserRow['role'], updatedAt: deps.clock() })
      .where(and(eq(u.orgId, org.id), eq(u.id, String(body.userId))))
      .returning({ id: u.id });
    if (!updated.length) throw notFound('User');
    return c.body(null, 200);
  });

  app.delete('/:id/member/:memberId/leave', async (c) => {
    const org = await orgOf(c);
    const memberId = requireUuid(c.req.param('memberId'), 'memberId');
    const removed = await deps.db
      .delete(u)
      .where(and(eq(u.orgId, org.id), eq(u.id, memberId)))
      .returning({ id: u.id });
    if (!removed.length) throw notFound('User');
    return c.body(null, 200);
  });

  // The caller of the API is the org's owner (keys have no user of their own).
  app.delete('/:id/leave', async (c) => {
    const org = await orgOf(c);
    const members = await deps.db.select().from(u).where(eq(u.orgId, org.id));
    const owner = members.find((m) => m.isOwner);
    if (!owner) throw notFound('User');
    if (!members.some((m) => m.id !== owner.id && m.role === 'admin' && m.status === 'active')) {
      throw badRequest('The last admin of an org cannot leave it');
    }
    await deps.db.delete(u).where(eq(u.id, owner.id));
    return c.body(null, 200);
  });

  app.get('/:id/auth', async (c) => {
    const org = await orgOf(c);
    const secret = String(org.hidden?.jwtSecret ?? '');
    const now = Math.floor(deps.clock().getTime() / 1000);
    const aud = { orgId: org.id, role: 'admin', local: true };
    const accessToken = await sign(
      { sub: org.id, aud: 'local-platform', orgId: org.id, iat: now, exp: now + 3600 },
      secret || 'local-platform',
    );
    return c.json({ accessToken, aud });
  });

  mountCrud(app, deps, {
    kind: 'org',
    path: '/org',
    label: 'Org',
    verbs: ['create', 'list', 'get', 'patch', 'delete'],
    present: ({ orgId: _orgId, ...org }: Resource) => org,
    prepareCreate: (body) => ({
      data: { channel: 'default', hipaaEnabled: false, ...body },
      hidden: { jwtSecret: randomBytes(32).toString('base64url') },
    }),
    afterCreate: (org) => ensureOwner(deps.db, org.id, deps),
    beforeDelete: (id) => {
      if (id === deps.orgId) throw badRequest("The local platform's own org cannot be deleted");
    },
    afterDelete: async (org) => {
      await deps.db.delete(u).where(eq(u.orgId, org.id));
    },
  });
  return app;
}
