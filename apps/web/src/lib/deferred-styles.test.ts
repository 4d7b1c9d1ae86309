import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles } from './deferred-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyDeferredStyles', () => {
  it('adds the kept-aside stylesheet to the page once, and leaves other templates alone', () => {
    document.head.innerHTML = `<template data-deferred-style><link rel="stylesheet" href="/a.css"></template><template id="other"><link rel="stylesheet" href="/b.css"></template>`;
    applyDeferredStyles();
    applyDeferredStyles();
    const links = document.head.querySelectorAll(':scope > link[rel="stylesheet"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/a.css']);
    expect(document.head.querySelector('template[data-deferred-style]')).toBeNull();
    expect(document.head.querySelector('template#other')).not.toBeNull();
  });
});
