import { describe, expect, it } from 'vitest';
import { completionNotice, lengthWords } from './completion-notice.ts';

describe('the completion notice', () => {
  it('names the person, when and how long, and links to their page; the HTML escapes the address', () => {
    const message = completionNotice(
      'https://vibe.example',
      {
        email: '"<b>x</b>"@example.com',
        completedAt: new Date('2026-11-27T09:10:42Z'),
        durationSeconds: 45,
      },
      'owner@example.com',
    );
    expect(message).toMatchObject({ kind: 'completion-notice', to: 'owner@example.com' });
    expect(message.text).toContain('Ended: 2026-11-27 09:10 UTC');
    expect(message.text).toContain('Length: 45 s');
    expect(message.text).toContain(
      'https://vibe.example/admin/people/%22%3Cb%3Ex%3C%2Fb%3E%22%40example.com',
    );
    expect(message.html).not.toContain('<b>x');
    expect(message.html).toContain('&quot;&lt;b&gt;x&lt;/b&gt;&quot;@example.com');
  });

  it('says a length in minutes and seconds, or that it is unknown', () => {
    expect(lengthWords(125)).toBe('2 min 5 s');
    expect(lengthWords(59.6)).toBe('1 min 0 s');
    expect(lengthWords(null)).toBe('unknown');
  });
});
