import { describe, expect, it } from 'vitest';
import { BULK_MAX, NOTE_MAX_LENGTH, TAG_NAME_MAX_LENGTH } from './people.ts';
import { bulkBodySchema, createTagBodySchema, noteBodySchema } from './people-schemas.ts';

const tagId = '0b7f3c1e-4a52-4d8e-9a57-6f0e2d1c9b33';

describe('the bodies of working through people', () => {
  it('trims a tag name and refuses an empty or over-long one', () => {
    expect(createTagBodySchema.parse({ name: '  Mentor ' })).toEqual({ name: 'Mentor' });
    expect(createTagBodySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(
      createTagBodySchema.safeParse({ name: 'x'.repeat(TAG_NAME_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });

  it('caps a note and refuses one hiding text behind bidirectional controls', () => {
    expect(noteBodySchema.parse({ body: 'Call back\nnext week' }).body).toBe(
      'Call back\nnext week',
    );
    expect(noteBodySchema.safeParse({ body: 'x'.repeat(NOTE_MAX_LENGTH + 1) }).success).toBe(false);
    expect(noteBodySchema.safeParse({ body: 'ok \u202e' }).success).toBe(false);
  });

  it('normalises a selection, names each person once, and caps it', () => {
    const body = bulkBodySchema.parse({
      action: 'star',
      emails: ['Ada@Example.com', 'ada@example.com ', 'bo@example.com'],
    });
    expect(body.emails).toEqual(['ada@example.com', 'bo@example.com']);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => `p${i}@example.com`);
    expect(bulkBodySchema.safeParse({ action: 'star', emails: many }).success).toBe(false);
    expect(bulkBodySchema.safeParse({ action: 'star', emails: [] }).success).toBe(false);
  });

  it('takes a tag id with tag and untag only', () => {
    const emails = ['a@example.com'];
    expect(bulkBodySchema.safeParse({ action: 'tag', emails, tagId }).success).toBe(true);
    expect(bulkBodySchema.safeParse({ action: 'tag', emails }).success).toBe(false);
    expect(bulkBodySchema.safeParse({ action: 'star', emails, tagId }).success).toBe(false);
    expect(bulkBodySchema.safeParse({ action: 'tag', emails, tagId: 'x' }).success).toBe(false);
  });
});
