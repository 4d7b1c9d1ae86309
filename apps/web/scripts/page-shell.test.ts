// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_STYLE_ATTRIBUTE,
  holdPaintUntilParsed,
  inlineStylesheets,
  lowerScriptPriority,
  PAGE_END_ID,
} from './page-shell.mjs';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>`;

describe('inlineStylesheets', () => {
  it('puts the linked CSS into a <style> element and leaves other links alone', () => {
    const html = inlineStylesheets(built, (href) => `/* ${href} */ body{color:red}`);
    expect(html).toContain('<style>/* /assets/index-3.css */ body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('inlines the critical part only and keeps the whole stylesheet as a non-blocking link', () => {
    const html = inlineStylesheets(
      built,
      () => 'body{color:red}.later{color:blue}',
      (css) => css.replace('.later{color:blue}', ''),
    );
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toContain(
      `<template ${DEFERRED_STYLE_ATTRIBUTE}><link rel="stylesheet" crossorigin href="/assets/index-3.css"></template>`,
    );
  });

  it('refuses CSS that would close the <style> element early', () => {
    expect(() => inlineStylesheets(built, () => 'a{}</style><script>')).toThrow(/<\/style/);
  });
});

describe('lowerScriptPriority', () => {
  it('fetches the entry script and its modulepreloads at low priority, nothing else', () => {
    const html = lowerScriptPriority(built);
    expect(html).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-1.js">',
    );
    expect(html).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-2.js">',
    );
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('keeps a priority already chosen', () => {
    const html = '<script type="module" fetchpriority="high" src="/a.js"></script>';
    expect(lowerScriptPriority(html)).toBe(html);
  });
});

describe('holdPaintUntilParsed', () => {
  it('blocks rendering until an element after the app root is parsed', () => {
    const html = holdPaintUntilParsed(
      '<html><head><title>x</title></head><body><div id="root"><h1>x</h1></div></body></html>',
    );
    expect(html).toContain(`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`);
    expect(html.indexOf(`id="${PAGE_END_ID}"`)).toBeGreaterThan(html.indexOf('</div>'));
    expect(html.indexOf(`id="${PAGE_END_ID}"`)).toBeLessThan(html.indexOf('</body>'));
  });
});
