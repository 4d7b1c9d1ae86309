import { ADMIN_BOOT_ELEMENT_ID } from '@vibe/contracts/admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its one-use hint is module state). */
const loadBoot = async () => {
  vi.resetModules();
  return import('./boot.ts');
};

function setShellData(text: string | null) {
  document.getElementById(ADMIN_BOOT_ELEMENT_ID)?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ADMIN_BOOT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

describe("the dashboard shell's boot data", () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin'));
  afterEach(() => setShellData(null));

  it('reads what the server said, and nothing from a missing or malformed block', async () => {
    const { readAdminBoot } = await loadBoot();
    expect(readAdminBoot()).toBeNull();
    setShellData('{"session":"none","setupNeeded":true}');
    expect(readAdminBoot()).toEqual({ session: 'none', setupNeeded: true });
    setShellData('{"session":"yes","setupNeeded":true}');
    expect(readAdminBoot()).toBeNull();
    setShellData('{not json');
    expect(readAdminBoot()).toBeNull();
  });

  it('lets only the first session check on the page it was answered for trust "signed out"', async () => {
    setShellData('{"session":"none","setupNeeded":false}');
    const { takeSignedOutHint } = await loadBoot();
    expect(takeSignedOutHint()).toBe(true);
    expect(takeSignedOutHint()).toBe(false);
  });

  it('is not trusted once the visitor has moved on (an accepted invitation, then the dashboard)', async () => {
    window.history.replaceState(null, '', '/admin/invite');
    setShellData('{"session":"none","setupNeeded":false}');
    const { takeSignedOutHint } = await loadBoot();
    window.history.replaceState(null, '', '/admin');
    expect(takeSignedOutHint()).toBe(false);
  });
});
