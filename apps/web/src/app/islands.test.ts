import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedOnboardingIsland, ONBOARDING_ISLAND_ID } from './islands.ts';

function page(prerenderedFor: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="${prerenderedFor}"><div id="${ONBOARDING_ISLAND_ID}"></div></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('prerenderedOnboardingIsland', () => {
  it('finds the island in the landing page prerendered for this path', () => {
    page('/');
    expect(prerenderedOnboardingIsland()?.id).toBe(ONBOARDING_ISLAND_ID);
  });

  it('finds none where the HTML was rendered for another path (the whole app starts there)', () => {
    page('/');
    window.history.replaceState(null, '', '/admin');
    expect(prerenderedOnboardingIsland()).toBeNull();
  });
});
