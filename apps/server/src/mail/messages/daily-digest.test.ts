import { describe, expect, it } from 'vitest';
import { dailyDigest } from './daily-digest.ts';

describe('the daily digest', () => {
  const summary = {
    day: '2026-11-27',
    signups: 1,
    completed: 0,
    partial: 2,
    questions: [
      { question: 'What are you <building>?', themes: [{ theme: 'a&b <i>', people: 1 }] },
      { question: 'Anything else?', themes: [] },
    ],
  };

  it('tells the day’s counts and each question’s themes in plain text', () => {
    const message = dailyDigest('https://vibe.example', summary, 'owner@example.com');
    expect(message.subject).toBe('Vibe Together, 2026-11-27: 1 sign-up, 0 completed');
    expect(message.text).toContain('New sign-ups: 1');
    expect(message.text).toContain('Interviews ended part-way: 2');
    expect(message.text).toContain('1. What are you <building>?\n   - a&b <i> (1 person)');
    expect(message.text).toContain('2. Anything else?\n   (no themes yet)');
    expect(message.text).toContain('https://vibe.example/admin/account');
  });

  it('escapes the questions and the themes in the HTML', () => {
    const { html } = dailyDigest('https://vibe.example', summary, 'owner@example.com');
    expect(html).toContain('What are you &lt;building&gt;?');
    expect(html).toContain('<li>a&amp;b &lt;i&gt; (1 person)</li>');
    expect(html).not.toContain('<building>');
    expect(html).not.toContain('<i>');
  });
});
