import { describe, expect, it } from 'vitest';
import { maskDatabaseUrl } from './mask-database-url.ts';

describe('maskDatabaseUrl', () => {
  it('hides the password', () => {
    expect(maskDatabaseUrl('postgres://app:s3cret@db:5432/vibe')).toBe(
      'postgres://app:***@db:5432/vibe',
    );
  });

  it('leaves a URL without password as it is', () => {
    expect(maskDatabaseUrl('postgres://postgres@127.0.0.1:5432/test')).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('shows only the scheme of an unparsable URL', () => {
    expect(maskDatabaseUrl('postgres://a:b@c:notaport/x')).toBe('postgres://…');
  });
});
