import { formatDateTime } from '../format/dates.ts';
import type { InterviewSaveAnswer, InterviewVersionRecord } from '@vibe/contracts/interview';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useInterviewVersions } from '../api/get-interview-versions.ts';
import type { GoLiveRequest } from '../api/go-live-interview-version.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { Card, FormError } from './admin-ui.tsx';
import { InterviewTryCallDialog } from './interview-try-call.tsx';
import { GoLiveDialog, VersionPreviewDialog, versionTitle } from './interview-version-dialogs.tsx';

const copy = adminCopy.interview;

/**
 * Every saved version, newest first, with who saved it and when; each can be previewed. Owners
 * try a draft in a test call, and make it live, or restore an earlier version, after a
 * confirmation.
 */
export function InterviewVersions({
  editable,
  live,
  latestId,
  onWentLive,
}: {
  editable: boolean;
  live: InterviewVersionRecord;
  /** The newest version the screen knows: what a go-live is based on. */
  latestId: string;
  onWentLive: (notice: string) => void;
}) {
  const versions = useInterviewVersions();
  const [previewed, setPreviewed] = useState<InterviewVersionRecord | null>(null);
  const [confirming, setConfirming] = useState<InterviewVersionRecord | null>(null);
  const [trying, setTrying] = useState<InterviewVersionRecord | null>(null);
  const done = (saved: InterviewSaveAnswer, request: GoLiveRequest) => {
    setConfirming(null);
    onWentLive(saved.id === request.id ? copy.wentLive(saved.number) : copy.restored(saved.number));
  };
  return (
    <Card aria-label={copy.versions}>
      <h2 className="mb-3 font-medium">{copy.versions}</h2>
      {versions.isError ? <FormError>{errorMessageOf(versions.error)}</FormError> : null}
      <ol className="grid gap-2">
        {(versions.data?.items ?? []).map((version) => (
          <li
            key={version.id}
            aria-label={copy.versionLabel(version.number)}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border pb-2 text-sm last:border-0"
          >
            <span className="font-medium">{versionTitle(version)}</span>
            <span className="text-muted-foreground">
              {version.createdBy ?? copy.seeded} · {formatDateTime(version.createdAt)}
            </span>
            {version.platformError ? (
              <span className="basis-full text-destructive">
                {copy.refused} {version.platformError}
              </span>
            ) : null}
            <span className="ml-auto flex gap-1">
              <Button type="button" variant="ghost" size="sm" onClick={() => setPreviewed(version)}>
                {copy.preview}
              </Button>
              {editable && version.draft && !version.live ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => setTrying(version)}>
                  {copy.tryIt}
                </Button>
              ) : null}
              {editable && !version.live ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirming(version)}
                >
                  {version.draft ? copy.goLive : copy.restore}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {previewed ? (
        <VersionPreviewDialog version={previewed} onClose={() => setPreviewed(null)} />
      ) : null}
      {trying ? (
        <InterviewTryCallDialog key={trying.id} version={trying} onClose={() => setTrying(null)} />
      ) : null}
      {confirming ? (
        <GoLiveDialog
          key={confirming.id}
          version={confirming}
          live={live}
          baseVersionId={latestId}
          onClose={() => setConfirming(null)}
          onDone={done}
        />
      ) : null}
    </Card>
  );
}
