import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useInterview } from '../api/get-interview.ts';
import { FormError, PageTitle } from '../components/admin-ui.tsx';
import { InterviewForm } from '../components/interview-form.tsx';
import { InterviewVersions } from '../components/interview-versions.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.interview;

/**
 * The interview organisers shape (docs/product.md#dashboard): owners edit it and save it live or
 * as a draft; everyone else reads it, told why it is read-only. The versions beside it, each
 * previewable; owners make a draft live or restore an earlier version. Once the form is shown,
 * a failed refetch never takes it away: the screen says the server is out of reach and asks
 * again until it answers.
 */
export function InterviewScreen() {
  const interview = useInterview();
  const [notice, setNotice] = useState('');
  const { data } = interview;
  if (!data) {
    if (!interview.isError) return <PageTitle>{copy.title}</PageTitle>;
    return (
      <>
        <PageTitle>{copy.title}</PageTitle>
        <div className="grid justify-items-start gap-3">
          <FormError>
            {copy.loadFailed} {errorMessageOf(interview.error)}
          </FormError>
          <Button
            type="button"
            variant="outline"
            disabled={interview.isFetching}
            onClick={() => void interview.refetch()}
          >
            {copy.tryAgain}
          </Button>
        </div>
      </>
    );
  }
  const { version, latest } = data;
  const editingOther = data.editable && latest.id !== version.id;
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      {data.reason ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {copy.readOnly} {data.reason}
        </p>
      ) : null}
      {interview.isError ? (
        <p role="status" className="mb-4 text-sm text-destructive">
          {copy.offline}
        </p>
      ) : null}
      {data.platformNotice ? (
        <p role="status" className="mb-4 text-sm text-destructive">
          {data.platformNotice}
        </p>
      ) : null}
      {editingOther ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {latest.draft
            ? copy.editingDraft(latest.number, version.number)
            : copy.editingNotLive(latest.number, version.number)}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mb-4 text-sm text-success">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        {/* Not keyed by version: a newer version never throws away what the owner typed. */}
        <InterviewForm key={String(data.editable)} interview={data} onSaved={setNotice} />
        <InterviewVersions
          editable={data.editable}
          live={version}
          latestId={latest.id}
          onWentLive={setNotice}
        />
      </div>
    </>
  );
}
