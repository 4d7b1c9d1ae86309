// The Interview form's state beyond its fields: which saved version the edit started from,
// whether it holds unsaved changes (kept in the browser meanwhile), and what a save does with
// the answer. A failed save never touches what the owner typed.
import type {
  InterviewAnswer,
  InterviewSaveBody,
  InterviewVersionRecord,
} from '@vibe/contracts/interview';
import { useEffect, useState } from 'react';
import { conflictOf, refusedVersionOf } from '../api/interview-errors.ts';
import { useSaveInterview } from '../api/save-interview.ts';
import { adminCopy } from '../copy.ts';
import {
  definitionOf,
  differsFrom,
  draftOf,
  questionIdsOf,
  type InterviewDraft,
} from './interview-draft.ts';
import {
  clearStoredDraft,
  clearStoredDrafts,
  readStoredDraft,
  writeStoredDraft,
  type InterviewBase,
} from './interview-draft-storage.ts';
import { useUnsavedWarning } from './interview-unsaved-warning.ts';

const copy = adminCopy.interview;

export type SaveMode = 'live' | 'draft';

/** A save that met a newer version (`409 version_conflict`), and how it was asked for. */
export interface InterviewConflictState {
  theirs: InterviewVersionRecord;
  mode: SaveMode;
}

interface EditorState {
  base: InterviewBase;
  draft: InterviewDraft;
  /** The form came back from the browser's storage (the screen says so, and offers to drop it). */
  restored: boolean;
  conflict: InterviewConflictState | null;
}

const fresh = (version: InterviewBase): EditorState => ({
  base: version,
  draft: draftOf(version.definition, version.questionIds),
  restored: false,
  conflict: null,
});

/**
 * What the form starts from: an owner continues the newest version (a draft, or a version the
 * platform refused, is the work in progress); everyone else reads the live one.
 */
export const startOf = (interview: InterviewAnswer): InterviewVersionRecord =>
  interview.editable ? interview.latest : interview.version;

function initial(start: InterviewVersionRecord, editable: boolean): EditorState {
  const stored = editable ? readStoredDraft(start.id) : null;
  if (!stored) return fresh(start);
  // Kept by a save that went through after the screen was left: nothing is unsaved.
  if (!differsFrom(stored.draft, start.definition)) {
    clearStoredDrafts();
    return fresh(start);
  }
  return { base: stored.base, draft: stored.draft, restored: true, conflict: null };
}

/**
 * The form of `interview`, for an owner to change and save. `onSaved` is told what to say once
 * a version was saved.
 */
export function useInterviewEditor(interview: InterviewAnswer, onSaved: (notice: string) => void) {
  const { editable } = interview;
  const start = startOf(interview);
  const [state, setState] = useState(() => initial(start, editable));
  const [seen, setSeen] = useState(start);
  const save = useSaveInterview();
  const unsaved = editable && differsFrom(state.draft, state.base.definition);

  // A newer version from the server (saved elsewhere, made live from the list) replaces a form
  // with nothing unsaved. Unsaved work stays: its save meets the newer version as a conflict.
  if (seen !== start) {
    setSeen(start);
    if (!unsaved && start.id !== state.base.id) setState(fresh(start));
  }

  useEffect(() => {
    if (!editable) return;
    if (unsaved) writeStoredDraft(state.base, state.draft);
    else clearStoredDraft(state.base.id);
  }, [editable, unsaved, state.base, state.draft]);
  useUnsavedWarning(unsaved);

  function submit(mode: SaveMode, baseVersionId = state.base.id) {
    const body: InterviewSaveBody = {
      definition: definitionOf(state.draft),
      baseVersionId,
      questionIds: questionIdsOf(state.draft),
      draft: mode === 'draft',
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        clearStoredDrafts();
        setState(fresh(saved));
        onSaved(mode === 'draft' ? copy.savedDraft(saved.number) : copy.saved(saved.number));
      },
      onError: (error) => {
        const theirs = conflictOf(error);
        if (theirs) {
          setState((old) => ({ ...old, conflict: { theirs, mode } }));
          return;
        }
        // Kept though not live: the next save builds on it, else it would meet it as a conflict.
        const refused = refusedVersionOf(error);
        if (refused) {
          clearStoredDrafts();
          setState(fresh(refused));
        }
      },
    });
  }

  return {
    base: state.base,
    draft: state.draft,
    restored: state.restored,
    conflict: state.conflict,
    unsaved,
    save,
    setDraft: (change: (old: InterviewDraft) => InterviewDraft) =>
      setState((old) => ({ ...old, draft: change(old.draft) })),
    submit,
    /** Saves the form over the newer version, as the owner chose after seeing both. */
    keepMine: () => {
      if (state.conflict) submit(state.conflict.mode, state.conflict.theirs.id);
    },
    /** Drops the owner's changes for the newer version (after they confirmed). */
    useTheirs: () => {
      if (!state.conflict) return;
      clearStoredDraft(state.base.id);
      setState(fresh(state.conflict.theirs));
      save.reset();
    },
    /** Drops the changes brought back from the browser, for the version the server has now. */
    discardRestored: () => {
      clearStoredDraft(state.base.id);
      setState(fresh(start));
      save.reset();
    },
  };
}

export type InterviewEditor = ReturnType<typeof useInterviewEditor>;
