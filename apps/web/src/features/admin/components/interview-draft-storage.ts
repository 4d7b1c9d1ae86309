// The Interview form kept in the browser while it holds unsaved changes, so a reload, a crash or
// a screen left by mistake does not lose the owner's work. One entry per version the edit
// started from and per tab: two tabs editing from the same version keep their own, and a save
// in one leaves the other's alone.
import type { InterviewDraft } from './interview-draft.ts';
import { parseStoredDraft, type InterviewBase, type StoredDraft } from './interview-draft-parse.ts';

export type { InterviewBase } from './interview-draft-parse.ts';

const PREFIX = 'vibe.interview.draft.';
const TAB_KEY = 'vibe.interview.tab';

/** The browser's storage, or null where it is switched off or refused (private modes). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** This tab's name: in the tab's session storage, so a reload keeps it and a new tab has its own. */
function tabName(): string {
  try {
    let name = sessionStorage.getItem(TAB_KEY);
    if (!name) {
      name = Math.random().toString(36).slice(2, 10);
      sessionStorage.setItem(TAB_KEY, name);
    }
    return name;
  } catch {
    return 'tab';
  }
}

const keyOf = (baseId: string) => `${PREFIX}${baseId}.${tabName()}`;

function storedKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let at = 0; at < store.length; at++) {
    const key = store.key(at);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

const newest = <T extends { entry: StoredDraft }>(found: T[]) =>
  found.sort((a, b) => b.entry.savedAt - a.entry.savedAt)[0];

/**
 * The unsaved form to bring back: this tab's started from `baseId` (the newest version now),
 * else another tab's from it (a tab closed with changes), else the newest kept one started from
 * an older version (saving it then meets the newer version as a conflict, and the owner
 * chooses). Another tab's entry becomes this tab's. Null when there is none to trust.
 */
export function readStoredDraft(baseId: string): StoredDraft | null {
  const store = storage();
  if (!store) return null;
  try {
    const found = storedKeys(store).flatMap((key) => {
      const entry = parseStoredDraft(store.getItem(key));
      return entry ? [{ key, entry }] : [];
    });
    const chosen =
      found.find(({ key, entry }) => key === keyOf(baseId) && entry.base.id === baseId) ??
      newest(found.filter(({ entry }) => entry.base.id === baseId)) ??
      newest(found);
    if (!chosen) return null;
    if (chosen.key !== keyOf(chosen.entry.base.id)) store.removeItem(chosen.key);
    return chosen.entry;
  } catch {
    return null;
  }
}

/** Keeps the form, started from `base`, until it is saved or discarded. */
export function writeStoredDraft(base: InterviewBase, draft: InterviewDraft): void {
  try {
    const entry: StoredDraft = { base, draft, savedAt: Date.now() };
    storage()?.setItem(keyOf(base.id), JSON.stringify(entry));
  } catch {
    // Full or refused: the form still holds the changes, only a reload would lose them.
  }
}

/** Forgets this tab's form started from `baseId`. */
export function clearStoredDraft(baseId: string): void {
  try {
    storage()?.removeItem(keyOf(baseId));
  } catch {
    // Refused: nothing was kept either.
  }
}

/** Forgets every form this tab kept: once its save went through, its older edits are settled. */
export function clearStoredDrafts(): void {
  const store = storage();
  if (!store) return;
  const suffix = `.${tabName()}`;
  try {
    for (const key of storedKeys(store)) if (key.endsWith(suffix)) store.removeItem(key);
  } catch {
    // Refused: nothing was kept either.
  }
}
