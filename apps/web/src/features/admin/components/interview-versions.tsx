import { Button } from '@/components/ui/button.tsx';
import { useInterviewVersions } from '../api/get-interview-versions.ts';
import { useRestoreInterviewVersion } from '../api/restore-interview-version.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { Card, formatTime, FormError } from './admin-ui.tsx';

const copy = adminCopy.interview;

/** Every saved version, newest first, with who saved it and when; owners restore one. */
export function InterviewVersions({
  editable,
  onRestored,
}: {
  editable: boolean;
  onRestored: (number: number) => void;
}) {
  const versions = useInterviewVersions();
  const restore = useRestoreInterviewVersion({
    onSuccess: (saved) => onRestored(saved.number),
  });
  return (
    <Card aria-label={copy.versions}>
      <h2 className="mb-3 font-medium">{copy.versions}</h2>
      <FormError>{restore.isError ? errorMessageOf(restore.error) : ''}</FormError>
      {versions.isError ? <FormError>{errorMessageOf(versions.error)}</FormError> : null}
      <ol className="grid gap-2">
        {(versions.data?.items ?? []).map((version) => (
          <li
            key={version.id}
            aria-label={copy.versionLabel(version.number)}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border pb-2 text-sm last:border-0"
          >
            <span className="font-medium">
              {copy.versionLabel(version.number)}
              {version.live ? ` · ${copy.live}` : ''}
            </span>
            <span className="text-muted-foreground">
              {version.createdBy ?? copy.seeded} · {formatTime(version.createdAt)}
            </span>
            {version.platformError ? (
              <span className="basis-full text-destructive">
                {copy.refused} {version.platformError}
              </span>
            ) : null}
            {editable && !version.live ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="ml-auto"
                disabled={restore.isPending}
                onClick={() => {
                  restore.mutate(version.id);
                }}
              >
                {copy.restore}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
