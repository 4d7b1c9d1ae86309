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
import { ApiError } from '@/lib/api-client.ts';
import { useSaveInterview } from '../api/save-interview.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { Card, FormError } from './admin-ui.tsx';
import { CheckboxField, CheckedInput, CheckedTextarea } from './interview-fields.tsx';
import {
  canAddQuestion,
  canRemoveQuestion,
  definitionOf,
  draftOf,
  hasErrors,
  moveQuestion,
  newQuestion,
  validateDraft,
  type DraftErrors,
  type InterviewDraft,
} from './interview-draft.ts';
import { InterviewQuestions } from './interview-questions.tsx';
import { VoicePicker } from './voice-picker.tsx';

const copy = adminCopy.interview;

/**
 * The live interview as a form. Read-only (every control disabled) unless the API says this
 * organiser may edit; mistakes are shown once a save was tried, then as the owner types.
 */
export function InterviewForm({
  interview,
  onSaved,
}: {
  interview: InterviewAnswer;
  /** Told the new live version's number (the screen says so; this form is then replaced). */
  onSaved: (number: number) => void;
}) {
  const [draft, setDraft] = useState<InterviewDraft>(() => draftOf(interview.version.definition));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveInterview({ onSuccess: (version) => onSaved(version.number) });
  const readOnly = !interview.editable;
  const found: DraftErrors = showErrors ? validateDraft(draft) : { questions: [] };
  const update = (change: Partial<InterviewDraft>) => setDraft((old) => ({ ...old, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (hasErrors(validateDraft(draft))) return;
    save.mutate(definitionOf(draft));
  }

  // `502 platform_refused`: the version was saved, but the platform runs the previous one.
  const refused = save.error instanceof ApiError && save.error.code === 'platform_refused';
  return (
    <Card>
      <form className="grid gap-4" onSubmit={submit} noValidate aria-label={copy.title}>
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
            onChange={(index, text) =>
              update({
                questions: draft.questions.map((one, at) =>
                  at === index ? { ...one, text } : one,
                ),
              })
            }
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
        {save.isError ? (
          <FormError>
            {refused ? `${copy.notLive} ` : ''}
            {errorMessageOf(save.error)}
          </FormError>
        ) : null}
        {readOnly ? null : (
          <Button type="submit" disabled={save.isPending} className="justify-self-start">
            {copy.save}
          </Button>
        )}
      </form>
    </Card>
  );
}
