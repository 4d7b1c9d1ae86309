import { Button } from '@/components/ui/button.tsx';
import { adminCopy } from '../copy.ts';
import { isRewritten, type DraftQuestion } from './interview-draft.ts';
import { FormError } from './admin-ui.tsx';
import { CheckedTextarea } from './interview-fields.tsx';

const copy = adminCopy.interview;

/**
 * The ordered questions: each editable, movable up and down and removable; more addable. A saved
 * question whose wording changed asks whether it is still the same question: only then do its
 * answers stay together with the earlier ones.
 */
export function InterviewQuestions(props: {
  questions: DraftQuestion[];
  errors: (string | undefined)[];
  listError: string | undefined;
  maxChars: number;
  canAdd: boolean;
  canRemove: boolean;
  onChange: (index: number, text: string) => void;
  onReworded: (index: number, reworded: boolean) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  const { questions } = props;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">{copy.questions}</legend>
      <ol className="grid gap-3">
        {questions.map((question, index) => {
          const n = index + 1;
          return (
            <li key={question.key} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="grid min-w-0 gap-1">
                <CheckedTextarea
                  label={copy.question(n)}
                  name={`question-${n}`}
                  value={question.text}
                  error={props.errors[index]}
                  onChange={(event) => props.onChange(index, event.target.value)}
                />
                {isRewritten(question) ? (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`question-${n}-reworded`}
                      className="size-4 accent-primary"
                      checked={question.reworded}
                      onChange={(event) => props.onReworded(index, event.target.checked)}
                    />
                    {copy.reworded}
                  </label>
                ) : null}
              </div>
              <div className="flex gap-1 sm:mt-6">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={copy.moveUp(n)}
                  disabled={index === 0}
                  onClick={() => props.onMove(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={copy.moveDown(n)}
                  disabled={index === questions.length - 1}
                  onClick={() => props.onMove(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={copy.remove(n)}
                  disabled={!props.canRemove}
                  onClick={() => props.onRemove(index)}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FormError>{props.listError}</FormError>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={!props.canAdd}
        onClick={props.onAdd}
      >
        {copy.addQuestion}
      </Button>
    </fieldset>
  );
}
