import {
  MAX_DURATION_MAX_SECONDS,
  MAX_DURATION_MIN_SECONDS,
  QUESTION_MAX_CHARS,
  SILENCE_TIMEOUT_MAX_SECONDS,
  SILENCE_TIMEOUT_MIN_SECONDS,
  type InterviewAnswer,
} from '@vibe/contracts/interview';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { conflictOf } from '../api/interview-errors.ts';
import { adminCopy } from '../copy.ts';
import { Card, FormError } from './admin-ui.tsx';
import { InterviewConflict } from './interview-conflict.tsx';
import {
  canAddQuestion,
  canRemoveQuestion,
  definitionOf,
  hasErrors,
  moveQuestion,
  newQuestion,
  validateDraft,
  type DraftErrors,
  type DraftQuestion,
  type InterviewDraft,
} from './interview-draft.ts';
import { useInterviewEditor, type SaveMode } from './interview-editor.ts';
import { CheckboxField, CheckedInput, CheckedTextarea } from './interview-fields.tsx';
import { InterviewQuestions } from './interview-questions.tsx';
import { InterviewSaveBar } from './interview-save-bar.tsx';
import { VoicePicker } from './voice-picker.tsx';

const copy = adminCopy.interview;

/**
 * The interview as a form. Read-only (every control disabled) unless the API says this
 * organiser may edit; mistakes are shown once a save was tried, then as the owner types. What
 * the owner typed stays through failed saves, reloads and conflicts (interview-editor.ts).
 */
export function InterviewForm({
  interview,
  onSaved,
}: {
  interview: InterviewAnswer;
  /** Told what to say once a version was saved. */
  onSaved: (notice: string) => void;
}) {
  const editor = useInterviewEditor(interview, onSaved);
  const { draft, save, conflict } = editor;
  const [showErrors, setShowErrors] = useState(false);
  const readOnly = !interview.editable;
  const found: DraftErrors = showErrors ? validateDraft(draft) : { questions: [] };
  const update = (change: Partial<InterviewDraft>) =>
    editor.setDraft((old) => ({ ...old, ...change }));
  const updateQuestion = (index: number, change: Partial<DraftQuestion>) =>
    editor.setDraft((old) => ({
      ...old,
      questions: old.questions.map((one, at) => (at === index ? { ...one, ...change } : one)),
    }));

  function trySave(mode: SaveMode) {
    setShowErrors(true);
    if (hasErrors(validateDraft(draft))) return;
    editor.submit(mode);
  }

  return (
    <Card>
      {editor.restored ? (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          {copy.restoredDraft}
          <Button type="button" variant="outline" size="sm" onClick={editor.discardRestored}>
            {copy.discardRestored}
          </Button>
        </div>
      ) : null}
      <form
        className="grid gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          trySave('live');
        }}
        noValidate
        aria-label={copy.title}
      >
        <fieldset disabled={readOnly || save.isPending} className="grid min-w-0 gap-4">
          <CheckedTextarea
            label={copy.firstMessage}
            name="firstMessage"
            value={draft.firstMessage}
            error={found.firstMessage}
            onChange={(event) => update({ firstMessage: event.target.value })}
          />
          <InterviewQuestions
            questions={draft.questions}
            errors={found.questions}
            listError={found.questionList}
            maxChars={QUESTION_MAX_CHARS}
            canAdd={canAddQuestion(draft)}
            canRemove={canRemoveQuestion(draft)}
            onChange={(index, text) => updateQuestion(index, { text })}
            onReworded={(index, reworded) => updateQuestion(index, { reworded })}
            onMove={(from, to) => update({ questions: moveQuestion(draft.questions, from, to) })}
            onRemove={(index) =>
              update({ questions: draft.questions.filter((_, at) => at !== index) })
            }
            onAdd={() => update({ questions: [...draft.questions, newQuestion()] })}
          />
          <CheckedTextarea
            label={copy.closingLine}
            name="closingLine"
            value={draft.closingLine}
            error={found.closingLine}
            onChange={(event) => update({ closingLine: event.target.value })}
          />
          <VoicePicker
            editable={interview.editable}
            provider={draft.provider}
            voiceId={draft.voiceId}
            sampleText={draft.firstMessage}
            onChange={(provider, voiceId) => update({ provider, voiceId })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <CheckedInput
              label={copy.silenceTimeout}
              name="silenceTimeoutSeconds"
              type="number"
              inputMode="numeric"
              min={SILENCE_TIMEOUT_MIN_SECONDS}
              max={SILENCE_TIMEOUT_MAX_SECONDS}
              step={1}
              value={draft.silenceTimeoutSeconds}
              error={found.silenceTimeoutSeconds}
              onChange={(event) => update({ silenceTimeoutSeconds: event.target.value })}
            />
            <CheckedInput
              label={copy.maxDuration}
              name="maxDurationSeconds"
              type="number"
              inputMode="numeric"
              min={MAX_DURATION_MIN_SECONDS}
              max={MAX_DURATION_MAX_SECONDS}
              step={1}
              value={draft.maxDurationSeconds}
              error={found.maxDurationSeconds}
              onChange={(event) => update({ maxDurationSeconds: event.target.value })}
            />
          </div>
          {/* How the assistant reacts to a short answer: docs/product.md#reactions. */}
          <CheckboxField
            label={copy.nudgeShortAnswers}
            hint={copy.nudgeShortAnswersHint}
            name="nudgeShortAnswers"
            checked={draft.nudgeShortAnswers}
            onChange={(event) => update({ nudgeShortAnswers: event.target.checked })}
          />
        </fieldset>
        {showErrors && hasErrors(found) ? <FormError>{copy.errors.invalid}</FormError> : null}
        {conflict ? (
          <InterviewConflict
            theirs={conflict.theirs}
            mine={definitionOf(draft)}
            pending={save.isPending}
            onKeepMine={editor.keepMine}
            onUseTheirs={editor.useTheirs}
          />
        ) : null}
        {readOnly ? null : (
          <InterviewSaveBar
            unsaved={editor.unsaved}
            pending={save.isPending}
            error={save.isError && !conflictOf(save.error) ? save.error : null}
            onDraft={() => trySave('draft')}
          />
        )}
      </form>
    </Card>
  );
}
