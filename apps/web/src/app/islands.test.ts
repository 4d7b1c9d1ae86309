import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedSignupIsland, SIGNUP_ISLAND_ID } from './islands.ts';

function page(prerenderedFor: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="${prerenderedFor}"><div id="${SIGNUP_ISLAND_ID}"></div></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('prerenderedSignupIsland', () => {
  it('finds the island in the landing page prerendered for this path', () => {
    page('/');
    expect(prerenderedSignupIsland()?.id).toBe(SIGNUP_ISLAND_ID);
  });

  it('finds none where the HTML was rendered for another path (the whole app starts there)', () => {
    page('/');
    window.history.replaceState(null, '', '/admin');
    expect(prerenderedSignupIsland()).toBeNull();
  });
});
