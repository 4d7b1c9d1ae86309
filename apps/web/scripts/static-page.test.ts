import { describe, expect, it } from 'vitest';
import { withoutScripts, withTitle } from './static-page.mjs';

const BUILT = `<!doctype html><html><head><title>Vibe Together · Vibe coding, together.</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="stylesheet" href="/assets/index-abc.css"></head>
<body><div id="root"><!--app-html--></div><script type="application/json">{}</script></body></html>`;

describe('a page without scripts', () => {
  it('drops every script and module preload, keeping the stylesheet and the root', () => {
    const html = withoutScripts(BUILT);
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css">');
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });

  it('takes its own title, escaped', () => {
    expect(withTitle(BUILT, 'Privacy & <you>')).toContain('<title>Privacy &amp; &lt;you></title>');
    expect(() => withTitle('<html></html>', 'x')).toThrow(/title/);
  });
});
