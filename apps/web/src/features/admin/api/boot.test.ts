import { ADMIN_BOOT_ELEMENT_ID } from '@vibe/contracts/admin';
import { afterEach, describe, expect, it } from 'vitest';
import { readAdminBoot } from './boot.ts';

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
  afterEach(() => setShellData(null));

  it('reads what the server said, and nothing from a missing or malformed block', () => {
    expect(readAdminBoot()).toBeNull();
    setShellData('{"session":"none","setupNeeded":true}');
    expect(readAdminBoot()).toEqual({ session: 'none', setupNeeded: true, mailEnabled: false });
    setShellData('{"session":"none","setupNeeded":false,"mailEnabled":true}');
    expect(readAdminBoot()).toEqual({ session: 'none', setupNeeded: false, mailEnabled: true });
    setShellData('{"session":"yes","setupNeeded":true}');
    expect(readAdminBoot()).toBeNull();
    setShellData('{not json');
    expect(readAdminBoot()).toBeNull();
  });

  it("reads the signed-in organiser, only whole, and only the session check's fields", () => {
    const me = { id: 'o1', email: 'ada@example.com', role: 'owner', twoFactorEnabled: false };
    setShellData(JSON.stringify({ session: 'organiser', me: { ...me, extra: 'dropped' } }));
    expect(readAdminBoot()).toEqual({ session: 'organiser', me });
    setShellData(JSON.stringify({ session: 'organiser', me: { ...me, role: 'admin' } }));
    expect(readAdminBoot()).toBeNull();
    setShellData(JSON.stringify({ session: 'organiser', me: { ...me, id: 7 } }));
    expect(readAdminBoot()).toBeNull();
    setShellData(JSON.stringify({ session: 'organiser' }));
    expect(readAdminBoot()).toBeNull();
  });
});
