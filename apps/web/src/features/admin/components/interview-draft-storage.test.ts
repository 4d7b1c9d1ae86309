import { beforeEach, describe, expect, it } from 'vitest';
import { version } from '@/testing/interview-fake-api.ts';
import { draftOf } from './interview-draft.ts';
import {
  clearStoredDrafts,
  readStoredDraft,
  writeStoredDraft,
  type InterviewBase,
} from './interview-draft-storage.ts';

// The unsaved Interview form kept in the browser: per version it started from and per tab, so a
// save in one tab never drops another tab's work, and a tab closed with changes is not lost.

const base: InterviewBase = version(2, ['What do you build?'], { ids: ['q-build'] });
const newer: InterviewBase = version(3, ['Why now?'], { ids: ['q-why'] });

function edited(from: InterviewBase, text: string) {
  const draft = draftOf(from.definition, from.questionIds);
  return { ...draft, questions: [{ ...draft.questions[0]!, text }] };
}

/** Another tab's entry, as that tab wrote it. */
function otherTab(from: InterviewBase, text: string, savedAt = Date.now()) {
  localStorage.setItem(
    `vibe.interview.draft.${from.id}.othertab`,
    JSON.stringify({ base: from, draft: edited(from, text), savedAt }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('interview draft storage', () => {
  it('reads back what this tab kept, keyed by the version it started from', () => {
    writeStoredDraft(base, edited(base, 'Mine'));
    expect(Object.keys(localStorage)).toEqual([
      expect.stringMatching(new RegExp(`^vibe\\.interview\\.draft\\.${base.id}\\.`)),
    ]);
    const read = readStoredDraft(base.id);
    expect(read?.base.id).toBe(base.id);
    expect(read?.draft.questions[0]).toMatchObject({ text: 'Mine', id: 'q-build' });
  });

  it('leaves another tab’s form alone when this tab’s save went through', () => {
    writeStoredDraft(base, edited(base, 'Mine'));
    otherTab(base, 'Theirs');
    clearStoredDrafts();
    expect(Object.keys(localStorage)).toEqual([`vibe.interview.draft.${base.id}.othertab`]);
  });

  it('takes over the form of a tab closed with changes, the newest version’s first', () => {
    otherTab(base, 'Older start', Date.now());
    otherTab(newer, 'Newer start', Date.now() - 60_000);
    const read = readStoredDraft(newer.id);
    expect(read?.draft.questions[0]?.text).toBe('Newer start');
    expect(localStorage.getItem(`vibe.interview.draft.${newer.id}.othertab`)).toBeNull();
    // Without one from the newest version, an older start: its save meets the newer version.
    expect(readStoredDraft(newer.id)?.base.id).toBe(base.id);
  });

  it('reads nothing from an entry of the wrong shape', () => {
    localStorage.setItem(`vibe.interview.draft.${base.id}.x`, JSON.stringify({ base, draft: 1 }));
    localStorage.setItem(`vibe.interview.draft.${base.id}.y`, '{"base":');
    expect(readStoredDraft(base.id)).toBeNull();
  });
});
