// Bulk actions on a selection of the people list (docs/product.md#working-through-people): tag,
// untag, star, unstar, mark reviewed or not, and erase (owners). One statement per action for
// marks; erasure person by person, each as a single erasure does it. One audit entry per action,
// naming the tag and how many people changed; each erasure has its own, as a single one does.
import { ADMIN_ERROR_CODES, type AuditAction } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import {
  SELECTION_BODY_MAX_BYTES,
  type BulkAction,
  type BulkAnswer,
  type BulkBody,
} from '@vibe/contracts/people';
import { bulkBodySchema } from '@vibe/contracts/people-schemas';
import { Hono, type Context } from 'hono';
import { erasedPersonReference } from '../admin/erased-person.ts';
import { erasePersonEverywhere, mergeLeft } from '../admin/erase-person.ts';
import type { PlatformCallEraser } from '../admin/platform-calls.ts';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import {
  reviewPeople,
  selectTag,
  starPeople,
  tagPeople,
  untagPeople,
} from '../db/queries/people-work.ts';
import { ApiError } from '../lib/api-error.ts';
import { validateJson } from '../lib/validate-json.ts';
import type { AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { erasureTarget } from './admin-people.ts';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

export interface BulkDeps {
  db: Database;
  clock: () => Date;
  platformCalls: PlatformCallEraser;
  auditKey: () => Promise<Buffer>;
}

type MarkAction = Exclude<BulkAction, 'erase'>;

const MARK_AUDIT_ACTIONS: Record<MarkAction, AuditAction> = {
  tag: 'tag-apply',
  untag: 'tag-remove',
  star: 'star',
  unstar: 'unstar',
  review: 'review',
  unreview: 'unreview',
};

/** Marks the selection (tags, star, reviewed); how many people changed. */
async function mark(
  c: Context<AdminEnv>,
  deps: BulkDeps,
  body: BulkBody & { action: MarkAction },
): Promise<number> {
  const { db } = deps;
  const { action, emails } = body;
  const actor = c.get('organiser').email;
  let changed: number;
  let target = '';
  if (action === 'tag' || action === 'untag') {
    const tag = await selectTag(db, body.tagId ?? '');
    if (!tag) throw new ApiError(404, API_ERROR_CODES.notFound, 'No tag with this id.');
    changed = await (action === 'tag' ? tagPeople : untagPeople)(db, tag.id, emails);
    target = `${tag.name} on `;
  } else if (action === 'star' || action === 'unstar') {
    changed = await starPeople(db, emails, action === 'star');
  } else {
    changed = await reviewPeople(db, emails, action === 'review' ? actor : null, deps.clock());
  }
  if (changed > 0) {
    await recordAudit(db, {
      actor,
      action: MARK_AUDIT_ACTIONS[action],
      target: `${target}${people(changed)}`,
    });
  }
  return changed;
}

/** Erases each selected person everywhere; how many were erased, and what the platform kept. */
async function erase(c: Context<AdminEnv>, deps: BulkDeps, emails: readonly string[]) {
  const auditKey = await deps.auditKey();
  let changed = 0;
  const lefts = [];
  for (const email of emails) {
    const { erased, left } = await erasePersonEverywhere(deps.db, deps.platformCalls, email);
    lefts.push(left);
    if (!erased) continue;
    changed += 1;
    await recordAudit(deps.db, {
      actor: c.get('organiser').email,
      action: 'delete',
      target: erasureTarget(erasedPersonReference(auditKey, email), left),
    });
  }
  return { changed, left: mergeLeft(lefts) };
}

export function adminPeopleBulkRoutes(deps: BulkDeps) {
  return new Hono<AdminEnv>().post(
    '/people/bulk',
    jsonBody(SELECTION_BODY_MAX_BYTES),
    validateJson(bulkBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { action } = body;
      if (action !== 'erase') {
        const changed = await mark(c, deps, { ...body, action });
        return c.json({ action: body.action, changed } satisfies BulkAnswer);
      }
      if (c.get('organiser').role !== 'owner') {
        throw new ApiError(403, ADMIN_ERROR_CODES.forbidden, 'Only an owner may erase people.');
      }
      const { changed, left } = await erase(c, deps, body.emails);
      return c.json({
        action: 'erase',
        changed,
        ...(left ? { notDeleted: left } : {}),
      } satisfies BulkAnswer);
    },
  );
}
