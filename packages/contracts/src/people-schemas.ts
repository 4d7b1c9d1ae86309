// The zod schemas the server validates the bodies of working through people with, apart from the
// plain types of ./people.ts so that the dashboard imports those without zod.
// people-schemas.test.ts proves each schema's input type is the plain one.
import { z } from 'zod';
import { emailSchema, trimmedLine } from './api-schemas.ts';
import {
  BULK_ACTIONS,
  BULK_MAX,
  NOTE_MAX_LENGTH,
  TAG_NAME_MAX_LENGTH,
  type BulkBody,
  type CreateTagBody,
  type NoteBody,
  type ReviewedBody,
  type SelectionExportBody,
  type StarBody,
} from './people.ts';

/** A tag's id as the API gives it out (a UUID). */
export const tagIdSchema = z.uuid({ message: 'is not a tag id' });

export const createTagBodySchema = z.strictObject({
  name: trimmedLine(TAG_NAME_MAX_LENGTH),
}) satisfies z.ZodType<CreateTagBody, CreateTagBody>;

export const starBodySchema = z.strictObject({
  starred: z.boolean(),
}) satisfies z.ZodType<StarBody>;

export const reviewedBodySchema = z.strictObject({
  reviewed: z.boolean(),
}) satisfies z.ZodType<ReviewedBody>;

export const noteBodySchema = z.strictObject({
  body: trimmedLine(NOTE_MAX_LENGTH),
}) satisfies z.ZodType<NoteBody, NoteBody>;

/** A selection: 1 to {@link BULK_MAX} addresses, normalised, each once. */
const selectionSchema = z
  .array(emailSchema)
  .min(1, { message: 'must name at least one person' })
  .max(BULK_MAX, { message: `may name at most ${BULK_MAX} people` })
  .transform((emails) => [...new Set(emails)]);

export const bulkBodySchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS),
    emails: selectionSchema,
    tagId: tagIdSchema.optional(),
  })
  .refine(
    (body) => (body.action === 'tag' || body.action === 'untag') === (body.tagId !== undefined),
    {
      message: 'tagId goes with tag and untag, and only with them',
      path: ['tagId'],
    },
  ) satisfies z.ZodType<BulkBody, BulkBody>;

export const selectionExportBodySchema = z.strictObject({
  emails: selectionSchema,
}) satisfies z.ZodType<SelectionExportBody, SelectionExportBody>;
