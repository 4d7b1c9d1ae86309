import type { PersonWork } from '@vibe/contracts/people';
import { CheckCircle2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useReviewPerson } from '../api/review-person.ts';
import { useStarPerson } from '../api/star-person.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { formatDateTime } from '../format/dates.ts';
import { FormError } from './admin-ui.tsx';

const copy = adminCopy.work;

/** A button that stays named the same and says its state with `aria-pressed`. */
function Toggle({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean;
  onToggle: (next: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      onClick={() => onToggle(!pressed)}
    >
      {children}
    </Button>
  );
}

/**
 * The star and the reviewed mark. While a change is on its way the toggle shows the state asked
 * for, so a click answers at once; the server's state returns with the person's reload.
 */
export function PersonMarks({ email, work }: { email: string; work: PersonWork }) {
  const star = useStarPerson(email);
  const review = useReviewPerson(email);
  const starred = star.isPending ? star.variables : work.starred;
  const reviewed = review.isPending ? review.variables : work.reviewedAt !== null;
  const error = star.error ?? review.error;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Toggle pressed={starred} onToggle={(next) => star.mutate(next)}>
          <Star aria-hidden="true" className={starred ? 'fill-current' : undefined} />
          {copy.star}
        </Toggle>
        <Toggle pressed={reviewed} onToggle={(next) => review.mutate(next)}>
          <CheckCircle2 aria-hidden="true" />
          {copy.reviewed}
        </Toggle>
        <p className="text-sm text-muted-foreground">
          {work.reviewedAt
            ? copy.reviewedBy(work.reviewedBy ?? '—', formatDateTime(work.reviewedAt))
            : copy.notReviewed}
        </p>
      </div>
      <FormError>{error ? errorMessageOf(error) : null}</FormError>
    </div>
  );
}
