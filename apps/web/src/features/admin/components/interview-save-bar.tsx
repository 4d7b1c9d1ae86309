import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { isPlatformRefusal } from '../api/interview-errors.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { FormError } from './admin-ui.tsx';

const copy = adminCopy.interview;

/** What a failed save says: the form stays as it is, so only what failed is named. */
export function saveErrorOf(error: unknown): string {
  // `502 platform_refused`: the version was saved, but the platform runs the previous one.
  if (isPlatformRefusal(error)) return `${copy.notLive} ${errorMessageOf(error)}`;
  if (error instanceof ApiError && error.status === 0) {
    return `${copy.notSaved} ${copy.unreachable}`;
  }
  return `${copy.notSaved} ${errorMessageOf(error)}`;
}

/**
 * The form's two saves, and whether it holds unsaved changes (a live region, so the change is
 * announced as the owner types the first letter or saves).
 */
export function InterviewSaveBar({
  unsaved,
  pending,
  error,
  onDraft,
}: {
  unsaved: boolean;
  pending: boolean;
  /** The last save's failure, unless the form shows it another way; null when none. */
  error: unknown;
  /** "Save as draft"; "Save and go live" submits the form. */
  onDraft: () => void;
}) {
  return (
    <div className="grid gap-3">
      {error ? <FormError>{saveErrorOf(error)}</FormError> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={pending}>
          {copy.save}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={onDraft}>
          {copy.saveDraft}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {unsaved ? copy.unsaved : ''}
        </span>
      </div>
    </div>
  );
}
