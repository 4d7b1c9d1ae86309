import { formatDateTime } from '../format/dates.ts';
import type { InterviewSaveAnswer, InterviewVersionRecord } from '@vibe/contracts/interview';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useGoLiveInterviewVersion, type GoLiveRequest } from '../api/go-live-interview-version.ts';
import { conflictOf, isPlatformRefusal } from '../api/interview-errors.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { FormError } from './admin-ui.tsx';
import { changesBetween } from './interview-changes.ts';
import { InterviewChangesList } from './interview-changes-list.tsx';
import { InterviewPreview } from './interview-preview.tsx';

const copy = adminCopy.interview;
const scrolls = 'max-h-[90dvh] overflow-y-auto';

/** A version's name with what it is: live, a draft, or neither. */
export function versionTitle(version: InterviewVersionRecord): string {
  const state = version.live ? copy.live : version.draft ? copy.draft : '';
  return state
    ? `${copy.versionLabel(version.number)} · ${state}`
    : copy.versionLabel(version.number);
}

/** One version read-only, in a dialog. */
export function VersionPreviewDialog({
  version,
  onClose,
}: {
  version: InterviewVersionRecord;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={`max-w-lg ${scrolls}`}>
        <DialogHeader>
          <DialogTitle>{versionTitle(version)}</DialogTitle>
          <DialogDescription>
            {version.createdBy ?? copy.seeded} · {formatDateTime(version.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <InterviewPreview definition={version.definition} label={versionTitle(version)} />
      </DialogContent>
    </Dialog>
  );
}

function goLiveErrorOf(error: unknown): string {
  const theirs = conflictOf(error);
  if (theirs) {
    const by = theirs.createdBy ?? copy.anotherOrganiser;
    return copy.conflictGoLive(theirs.number, by, formatDateTime(theirs.createdAt));
  }
  if (isPlatformRefusal(error)) return `${copy.notLive} ${errorMessageOf(error)}`;
  return errorMessageOf(error);
}

/**
 * Asks before a draft goes live ("Go live") or an earlier version comes back as a new live one
 * ("Restore"), saying what the next interviews would ask differently from the live version.
 */
export function GoLiveDialog({
  version,
  live,
  baseVersionId,
  onClose,
  onDone,
}: {
  version: InterviewVersionRecord;
  live: InterviewVersionRecord;
  /** The newest version the owner saw (a newer one makes it a conflict). */
  baseVersionId: string;
  onClose: () => void;
  onDone: (saved: InterviewSaveAnswer, request: GoLiveRequest) => void;
}) {
  const goLive = useGoLiveInterviewVersion({ onSuccess: onDone });
  const n = version.number;
  const action = version.draft ? copy.goLive : copy.restore;
  return (
    <Dialog open onOpenChange={(open) => (open || goLive.isPending ? undefined : onClose())}>
      <DialogContent className={`max-w-lg ${scrolls}`}>
        <DialogHeader>
          <DialogTitle>{version.draft ? copy.goLiveTitle(n) : copy.restoreTitle(n)}</DialogTitle>
          <DialogDescription>
            {version.draft ? copy.goLiveDescription(n) : copy.restoreDescription(n)}
          </DialogDescription>
        </DialogHeader>
        <InterviewChangesList changes={changesBetween(live, version)} />
        <FormError>{goLive.isError ? goLiveErrorOf(goLive.error) : ''}</FormError>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={goLive.isPending}>
              {copy.cancel}
            </Button>
          </DialogClose>
          <Button
            disabled={goLive.isPending}
            onClick={() => goLive.mutate({ id: version.id, baseVersionId })}
          >
            {action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
