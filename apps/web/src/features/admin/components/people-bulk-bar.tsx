import type { BulkAnswer, BulkBody, Tag } from '@vibe/contracts/people';
import { BULK_MAX } from '@vibe/contracts/people';
import { Button } from '@/components/ui/button.tsx';
import { useBulkPeople } from '../api/bulk-people.ts';
import { isForbidden } from '../api/delete-person.ts';
import { useExportSelection } from '../api/export-selection.ts';
import { adminCopy } from '../copy.ts';
import type { PeopleSelection } from '../model/use-people-selection.ts';
import { FormError } from './admin-ui.tsx';
import { BulkEraseDialog } from './bulk-erase-dialog.tsx';
import { BulkTagDialog } from './bulk-tag-dialog.tsx';
import { saveFile } from './save-file.ts';

const copy = adminCopy.peopleList.bulk;

/** What an action changed, in words. */
function doneMessage(answer: BulkAnswer, tag: Tag | undefined): string {
  const { action, changed } = answer;
  const done =
    action === 'tag' || action === 'untag'
      ? copy.done[action](changed, tag?.name ?? '')
      : copy.done[action](changed);
  const kept = answer.notDeleted;
  return kept?.platformCalls.length
    ? `${done} ${copy.platformKept(kept.platformCalls.length, kept.reason)}`
    : done;
}

/** The actions of one click, each with its button's words. */
const PLAIN_ACTIONS = [
  { action: 'star', label: copy.star },
  { action: 'unstar', label: copy.unstar },
  { action: 'review', label: copy.review },
  { action: 'unreview', label: copy.unreview },
] as const;

/**
 * What can be done at once to the people selected (shown while one at least is): tag, untag,
 * star or unstar, mark reviewed or not, export them, erase them (owners). Once done, the
 * selection is let go and `onDone` gets the words for what changed; the list asks again.
 */
export function PeopleBulkBar({
  selection,
  owner,
  onDone,
}: {
  selection: PeopleSelection;
  owner: boolean;
  onDone: (message: string) => void;
}) {
  const bulk = useBulkPeople();
  const exporting = useExportSelection();
  const emails = [...selection.emails];
  const tooMany = emails.length > BULK_MAX;
  const busy = bulk.isPending || exporting.isPending || tooMany;
  const error = bulk.error ?? exporting.error;

  /** Runs an action; never rejects (a failure shows under the bar). */
  const run = async (action: BulkBody['action'], tag?: Tag) => {
    try {
      const answer = await bulk.mutateAsync({ action, emails, ...(tag ? { tagId: tag.id } : {}) });
      selection.clear();
      onDone(doneMessage(answer, tag));
    } catch {
      // Shown from `bulk.error`.
    }
  };
  const exportCsv = async () => {
    try {
      const file = await exporting.mutateAsync({ file: 'people.csv', emails });
      saveFile(file.blob, file.fileName ?? 'people.csv');
      selection.clear();
      onDone(copy.done.exported(emails.length));
    } catch {
      // Shown from `exporting.error`.
    }
  };

  if (selection.count === 0) return null;
  return (
    <div className="mb-3 grid gap-2 rounded-xl border border-border bg-muted/50 px-3 py-2">
      <div role="group" aria-label={copy.actions} className="flex flex-wrap items-center gap-2">
        <p className="mr-2 text-sm font-medium">{copy.selected(selection.count)}</p>
        <BulkTagDialog
          mode="tag"
          count={emails.length}
          disabled={busy}
          onApply={(tag) => run('tag', tag)}
        />
        <BulkTagDialog
          mode="untag"
          count={emails.length}
          disabled={busy}
          onApply={(tag) => run('untag', tag)}
        />
        {PLAIN_ACTIONS.map(({ action, label }) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void run(action)}
          >
            {label}
          </Button>
        ))}
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void exportCsv()}>
          {copy.export}
        </Button>
        {owner ? (
          <BulkEraseDialog count={emails.length} disabled={busy} onConfirm={() => run('erase')} />
        ) : null}
      </div>
      {tooMany ? <p className="text-sm text-destructive">{copy.tooMany(BULK_MAX)}</p> : null}
      <FormError>
        {error
          ? isForbidden(error)
            ? adminCopy.errors.forbidden
            : adminCopy.errors.generic
          : null}
      </FormError>
    </div>
  );
}
