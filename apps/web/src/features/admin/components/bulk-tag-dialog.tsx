import type { Tag } from '@vibe/contracts/people';
import { useState } from 'react';
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
import { useTags } from '../api/get-tags.ts';
import { adminCopy } from '../copy.ts';
import { SelectField } from './admin-ui.tsx';

const copy = adminCopy.peopleList.bulk;

/** Tag… or Untag…: picks one tag of the owners' list for the selected people. */
export function BulkTagDialog({
  mode,
  count,
  disabled,
  onApply,
}: {
  mode: 'tag' | 'untag';
  count: number;
  disabled: boolean;
  /** Runs the action; the dialog closes once it is done. */
  onApply: (tag: Tag) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const tags = useTags();
  const items = tags.data?.items ?? [];
  const tag = items.find((one) => one.id === picked) ?? items[0];
  const title = mode === 'tag' ? copy.tagTitle(count) : copy.untagTitle(count);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {mode === 'tag' ? copy.tag : copy.untag}
      </Button>
      <DialogContent className="max-w-sm">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (tag) void onApply(tag).then(() => setOpen(false));
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {items.length === 0 && tags.isSuccess ? (
              <DialogDescription>{copy.noTags}</DialogDescription>
            ) : (
              <DialogDescription className="sr-only">{title}</DialogDescription>
            )}
          </DialogHeader>
          {items.length > 0 ? (
            <SelectField
              label={copy.tagPick}
              value={tag?.id ?? ''}
              onChange={(event) => setPicked(event.target.value)}
            >
              {items.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {copy.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!tag || disabled}>
              {copy.apply}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
