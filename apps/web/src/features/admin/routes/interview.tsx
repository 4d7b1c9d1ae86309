import { useState } from 'react';
import { useInterview } from '../api/get-interview.ts';
import { FormError, PageTitle } from '../components/admin-ui.tsx';
import { InterviewForm } from '../components/interview-form.tsx';
import { InterviewVersions } from '../components/interview-versions.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.interview;

/**
 * The interview organisers shape (docs/product.md#dashboard): owners edit and save it as a new live version;
 * everyone else reads it, told why it is read-only. The versions below, restorable by owners.
 */
export function InterviewScreen() {
  const interview = useInterview();
  const [notice, setNotice] = useState('');
  if (interview.isError) return <FormError>{errorMessageOf(interview.error)}</FormError>;
  if (!interview.data) return <PageTitle>{copy.title}</PageTitle>;
  const { data } = interview;
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      {data.reason ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {copy.readOnly} {data.reason}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mb-4 text-sm text-success">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        {/* Keyed by version: a save or restore that changed the live version resets the form. */}
        <InterviewForm
          key={data.version.id}
          interview={data}
          onSaved={(number) => setNotice(copy.saved(number))}
        />
        <InterviewVersions
          editable={data.editable}
          onRestored={(number) => setNotice(copy.restored(number))}
        />
      </div>
    </>
  );
}
