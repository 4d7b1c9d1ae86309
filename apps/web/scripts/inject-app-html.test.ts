// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PLACEHOLDER, injectAppHtml } from './inject-app-html.mjs';

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('injectAppHtml', () => {
  it('fills the root element of index.html and marks the path it was rendered for', () => {
    const html = injectAppHtml(template, '<h1>Vibe coding, together.</h1>', '/');
    expect(html).toContain(
      '<div id="root" data-prerendered="/"><h1>Vibe coding, together.</h1></div>',
    );
    expect(html).not.toContain(APP_PLACEHOLDER);
  });

  it('refuses a template without the placeholder rather than shipping an empty page', () => {
    expect(() => injectAppHtml('<div id="root"></div>', '<h1>x</h1>', '/')).toThrow(/exactly once/);
  });
});
