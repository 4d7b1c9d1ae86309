import { describe, expect, it } from 'vitest';
import { escapeHtml, plainTextParagraphs, privacyPage } from './privacy-page.ts';

describe('the privacy page', () => {
  it('escapes every character that could start markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('makes paragraphs at blank lines and keeps single line breaks', () => {
    expect(plainTextParagraphs('One\r\nline two\n\n  \n\nThree\n \nFour')).toBe(
      '<p>One<br>line two</p><p>Three</p><p>Four</p>',
    );
  });

  it('puts the text in the template’s slot, never as markup, replacement patterns included', () => {
    const template = `<html><body><h1>Privacy</h1><div id="privacy-text" class="mt-8 space-y-4"></div></body></html>`;
    const html = privacyPage(template, '<img src=x onerror=alert(1)> costs $& and $1');
    expect(html).toBe(
      '<html><body><h1>Privacy</h1><div id="privacy-text" class="mt-8 space-y-4"><p>&lt;img src=x onerror=alert(1)&gt; costs $&amp; and $1</p></div></body></html>',
    );
    expect(html).not.toContain('<img');
  });

  it('falls back to a bare page when the build has no privacy page', () => {
    for (const template of [undefined, '<html>no slot</html>']) {
      const html = privacyPage(template, 'Kept for 30 days.');
      expect(html).toContain('<title>Privacy · Vibe Together</title>');
      expect(html).toContain('<div id="privacy-text"><p>Kept for 30 days.</p></div>');
    }
  });
});
