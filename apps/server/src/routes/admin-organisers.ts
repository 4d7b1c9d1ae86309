// Who the organisers are and what an owner may change about them: the list, a new role, removal
// (which ends their sessions at once), and the pending invitations with their withdrawal.
import {
  ADMIN_ERROR_CODES,
  ORGANISER_ROLES,
  type InvitationsAnswer,
  type OrganiserSummary,
} from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { Hono } from 'hono';
import { z } from 'zod';
import { listPendingInvitations, withdrawInvitation } from '../db/queries/invitations.ts';
import {
  changeOrganiserRole,
  removeOrganiser,
  type OrganiserChangeResult,
} from '../db/queries/organiser-changes.ts';
import type { Database } from '../db/client.ts';
import { listOrganisers } from '../db/queries/admin-organisers.ts';
import type { OrganiserRow } from '../db/schema/organisers.ts';
import { ApiError } from '../lib/api-error.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';

const roleSchema = z.object({ role: z.enum(ORGANISER_ROLES) });

const json = jsonBody(JSON_BODY_MAX_BYTES);

const summary = (row: OrganiserRow): OrganiserSummary => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/** The organiser a change applied to, or the API error of a refused one. */
function changed(result: OrganiserChangeResult, self: string): OrganiserRow {
  if (result.ok) return result.organiser;
  switch (result.error) {
    case 'self':
      throw new ApiError(403, ADMIN_ERROR_CODES.forbidden, self);
    case 'not_owner':
      throw new ApiError(403, ADMIN_ERROR_CODES.forbidden, 'Only an owner may do this.');
    case 'not_found':
      throw new ApiError(404, API_ERROR_CODES.notFound, 'No organiser with this id.');
  }
}

/** Routes for a signed-in organiser (the session check runs before them); changes: owners. */
export function adminOrganiserRoutes(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get('/organisers', async (c) => {
      const rows = await listOrganisers(db);
      return c.json({ items: rows.map(summary) });
    })
    .patch('/organisers/:id', requireOwner, json, validateJson(roleSchema), async (c) => {
      const result = await changeOrganiserRole(db, {
        actor: c.get('organiser'),
        targetId: c.req.param('id'),
        role: c.req.valid('json').role,
        now: deps.clock(),
      });
      return c.json(summary(changed(result, 'You cannot change your own role.')));
    })
    .delete('/organisers/:id', requireOwner, async (c) => {
      const result = await removeOrganiser(db, {
        actor: c.get('organiser'),
        targetId: c.req.param('id'),
        now: deps.clock(),
      });
      changed(result, 'You cannot remove yourself; another owner can.');
      return c.body(null, 204);
    })
    .get('/invitations', requireOwner, async (c) =>
      c.json({
        items: await listPendingInvitations(db, deps.clock()),
      } satisfies InvitationsAnswer),
    )
    .delete('/invitations/:id', requireOwner, async (c) => {
      const withdrawn = await withdrawInvitation(db, {
        id: c.req.param('id'),
        actor: c.get('organiser'),
        now: deps.clock(),
      });
      if (!withdrawn) {
        throw new ApiError(404, API_ERROR_CODES.notFound, 'No pending invitation with this id.');
      }
      return c.body(null, 204);
    });
}
