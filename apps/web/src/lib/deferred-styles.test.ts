import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles } from './deferred-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyDeferredStyles', () => {
  it('switches the deferred stylesheet to all media and leaves other links alone', () => {
    document.head.innerHTML = `<link rel="stylesheet" media="print" data-deferred-style href="/a.css"><link rel="stylesheet" media="print" href="/print.css">`;
    applyDeferredStyles();
    const [deferred, print] = document.head.querySelectorAll('link');
    expect(deferred).toHaveAttribute('media', 'all');
    expect(deferred).not.toHaveAttribute('data-deferred-style');
    expect(print).toHaveAttribute('media', 'print');
  });
});
