// Working through people, one person at a time (docs/product.md#working-through-people): the
// owners' tag list, tags on a person, the star, the reviewed mark and notes. Any organiser marks
// people; only owners change the tag list; a note is deleted by its author or an owner. Every
// change is in the audit log.
import { ADMIN_ERROR_CODES, type AuditAction } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { normalizeEmail } from '@vibe/contracts/email';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { NOTES_PER_PERSON_MAX, TAGS_MAX, type TagsAnswer } from '@vibe/contracts/people';
import {
  createTagBodySchema,
  noteBodySchema,
  reviewedBodySchema,
  starBodySchema,
} from '@vibe/contracts/people-schemas';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import {
  deleteNote,
  deleteTag,
  insertNote,
  insertTag,
  personExists,
  reviewPeople,
  selectNote,
  selectTag,
  selectTags,
  starPeople,
  tagPeople,
  untagPeople,
} from '../db/queries/people-work.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';

const json = jsonBody(JSON_BODY_MAX_BYTES);

const notFound = (what: string) => new ApiError(404, API_ERROR_CODES.notFound, `No ${what}.`);

/** The person named by the path, normalised; unknown is 404. */
async function personOf(c: Context<AdminEnv>, db: Database): Promise<string> {
  const email = normalizeEmail(c.req.param('email') ?? '');
  if (!(await personExists(db, email))) throw notFound('person with this e-mail address');
  return email;
}

/** The tag named by the path; unknown (or not a tag id) is 404. */
async function tagOf(c: Context<AdminEnv>, db: Database) {
  const id = c.req.param('tagId') ?? c.req.param('id') ?? '';
  const tag = isUuid(id) ? await selectTag(db, id) : null;
  if (!tag) throw notFound('tag with this id');
  return tag;
}

export function adminPeopleWorkRoutes(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;
  const audit = (c: Context<AdminEnv>, action: AuditAction, target: string) =>
    recordAudit(db, { actor: c.get('organiser').email, action, target });

  return new Hono<AdminEnv>()
    .get('/tags', async (c) => c.json({ items: await selectTags(db) } satisfies TagsAnswer))
    .post('/tags', requireOwner, json, validateJson(createTagBodySchema), async (c) => {
      const { name } = c.req.valid('json');
      const tag = await insertTag(db, name, TAGS_MAX);
      if (tag === 'exists') {
        throw new ApiError(409, ADMIN_ERROR_CODES.tagExists, `A tag named “${name}” exists.`);
      }
      if (tag === 'full') {
        throw new ApiError(409, ADMIN_ERROR_CODES.tagsFull, `The list holds ${TAGS_MAX} tags.`);
      }
      await audit(c, 'tag-create', tag.name);
      return c.json(tag, 201);
    })
    .delete('/tags/:id', requireOwner, async (c) => {
      const tag = await tagOf(c, db);
      if ((await deleteTag(db, tag.id)) === null) throw notFound('tag with this id');
      await audit(c, 'tag-delete', tag.name);
      return c.body(null, 204);
    })
    .put('/people/:email/tags/:tagId', async (c) => {
      const email = await personOf(c, db);
      const tag = await tagOf(c, db);
      if ((await tagPeople(db, tag.id, [email])) > 0) {
        await audit(c, 'tag-apply', `${tag.name} on ${email}`);
      }
      return c.body(null, 204);
    })
    .delete('/people/:email/tags/:tagId', async (c) => {
      const email = await personOf(c, db);
      const tag = await tagOf(c, db);
      if ((await untagPeople(db, tag.id, [email])) > 0) {
        await audit(c, 'tag-remove', `${tag.name} on ${email}`);
      }
      return c.body(null, 204);
    })
    .put('/people/:email/star', json, validateJson(starBodySchema), async (c) => {
      const email = await personOf(c, db);
      const { starred } = c.req.valid('json');
      if ((await starPeople(db, [email], starred)) > 0) {
        await audit(c, starred ? 'star' : 'unstar', email);
      }
      return c.body(null, 204);
    })
    .put('/people/:email/reviewed', json, validateJson(reviewedBodySchema), async (c) => {
      const email = await personOf(c, db);
      const { reviewed } = c.req.valid('json');
      const by = reviewed ? c.get('organiser').email : null;
      if ((await reviewPeople(db, [email], by, deps.clock())) > 0) {
        await audit(c, reviewed ? 'review' : 'unreview', email);
      }
      return c.body(null, 204);
    })
    .post('/people/:email/notes', json, validateJson(noteBodySchema), async (c) => {
      const email = normalizeEmail(c.req.param('email'));
      const author = c.get('organiser').email;
      const note = await insertNote(
        db,
        { email, author, body: c.req.valid('json').body },
        NOTES_PER_PERSON_MAX,
      );
      if (note === null) throw notFound('person with this e-mail address');
      if (note === 'full') {
        throw new ApiError(
          409,
          ADMIN_ERROR_CODES.notesFull,
          `This person holds ${NOTES_PER_PERSON_MAX} notes: delete one first.`,
        );
      }
      await audit(c, 'note-add', email);
      return c.json(note, 201);
    })
    .delete('/people/:email/notes/:id', async (c) => {
      const email = normalizeEmail(c.req.param('email'));
      const id = c.req.param('id');
      const note = isUuid(id) ? await selectNote(db, email, id) : null;
      if (!note) throw notFound('note with this id');
      const organiser = c.get('organiser');
      if (note.author !== organiser.email && organiser.role !== 'owner') {
        throw new ApiError(
          403,
          ADMIN_ERROR_CODES.forbidden,
          'Only the note’s author or an owner may delete it.',
        );
      }
      if (await deleteNote(db, email, note.id)) await audit(c, 'note-delete', email);
      return c.body(null, 204);
    });
}
