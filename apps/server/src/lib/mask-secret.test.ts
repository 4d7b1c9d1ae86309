import { describe, expect, it } from 'vitest';
import { maskSecret } from './mask-secret.ts';

describe('maskSecret', () => {
  it('shows the first four characters of a long secret and hides the rest', () => {
    const key = '7f3c9a0e-1b2d-4c5e-8f90-a1b2c3d4e5f6';
    expect(maskSecret(key)).toBe('7f3c…');
    expect(maskSecret(key)).not.toContain(key.slice(4, 8));
  });

  it('hides a short secret whole', () => {
    expect(maskSecret('priv')).toBe('****');
    expect(maskSecret('fifteen-chars!!')).toBe('****');
  });
});
