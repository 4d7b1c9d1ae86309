import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The bytes of uploaded files (base64), apart from the file resource so lists stay light. */
export const platformFileBlobs = pgTable('platform_file_blobs', {
  fileId: uuid('file_id').primaryKey(),
  orgId: uuid('org_id').notNull(),
  bytes: integer('bytes').notNull(),
  contentBase64: text('content_base64').notNull(),
});
