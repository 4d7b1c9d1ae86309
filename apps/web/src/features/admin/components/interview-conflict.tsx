import { formatDateTime } from '../format/dates.ts';
import type { InterviewDefinition, InterviewVersionRecord } from '@vibe/contracts/interview';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { adminCopy } from '../copy.ts';
import { InterviewPreview } from './interview-preview.tsx';

const copy = adminCopy.interview;

/**
 * A save that met a newer version (`409 version_conflict`): who saved it and when, and both
 * side by side (stacked on narrow screens) to choose from. Nothing is lost until the owner
 * chooses: "Keep mine" saves the form over theirs, "Use theirs" (confirmed) loads theirs.
 */
export function InterviewConflict({
  theirs,
  mine,
  pending,
  onKeepMine,
  onUseTheirs,
}: {
  theirs: InterviewVersionRecord;
  mine: InterviewDefinition;
  pending: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const by = theirs.createdBy ?? copy.anotherOrganiser;
  const theirsLabel = copy.theirs(theirs.number, by);
  const show = (next: boolean) => {
    setOpen(next);
    setConfirming(false);
  };
  return (
    <div className="grid gap-2">
      <p role="alert" className="text-sm text-destructive">
        {copy.conflict(theirs.number, by, formatDateTime(theirs.createdAt))}
      </p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => show(true)}
      >
        {copy.reviewBoth}
      </Button>
      <Dialog open={open} onOpenChange={show}>
        <DialogContent className="max-h-[90dvh] max-w-4xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{copy.reviewTitle(theirs.number)}</DialogTitle>
            <DialogDescription>{copy.reviewDescription}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 md:grid-cols-2">
            <InterviewPreview definition={theirs.definition} label={theirsLabel} />
            <InterviewPreview definition={mine} label={copy.mine} />
          </div>
          {confirming ? (
            <p role="alert" className="text-sm">
              {copy.useTheirsConfirm(theirs.number)}
            </p>
          ) : null}
          <DialogFooter>
            {confirming ? (
              <>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {copy.back}
                </Button>
                <Button
                  variant="destructive"
                  onClick={() => {
                    show(false);
                    onUseTheirs();
                  }}
                >
                  {copy.useTheirsYes}
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" disabled={pending} onClick={() => setConfirming(true)}>
                  {copy.useTheirs}
                </Button>
                <Button
                  disabled={pending}
                  onClick={() => {
                    show(false);
                    onKeepMine();
                  }}
                >
                  {copy.keepMine}
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
