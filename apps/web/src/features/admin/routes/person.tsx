import type { MeAnswer } from '@vibe/contracts/admin';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isUnknownPerson, usePerson } from '../api/get-person.ts';
import { InterviewAnswers } from '../components/interview-answers.tsx';
import { Card, formatDuration, PageTitle } from '../components/admin-ui.tsx';
import { DeletePersonDialog } from '../components/delete-person-dialog.tsx';
import { PersonWork } from '../components/person-work.tsx';
import { RecordingPlayer } from '../components/recording-player.tsx';
import { TranscriptView } from '../components/transcript-view.tsx';
import { adminCopy } from '../copy.ts';
import { formatDateTime } from '../format/dates.ts';
import { describeEndedReason } from '../format/ended-reasons.ts';
import { parseUserAgent } from '../format/user-agent.ts';

const copy = adminCopy.person;

function Detail({ label, value, title }: { label: string; value: ReactNode; title?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      {/* Most values are the visitor's own (user agent, referrer): isolated from the page. */}
      <dd dir="auto" className="text-sm break-words" title={title}>
        {value ?? '—'}
      </dd>
    </div>
  );
}

/** The visitor's browser and system in words; the whole user agent is in the tooltip. */
function userAgentDetail(userAgent: string | null) {
  const parts = parseUserAgent(userAgent);
  return {
    value: parts ? copy.userAgentSummary(parts.browser, parts.system) : userAgent,
    title: userAgent ?? undefined,
  };
}

/** How the call ended as a sentence; the platform's code is in the tooltip. */
function endedReasonDetail(endedReason: string | null) {
  const { text, code } = describeEndedReason(endedReason);
  return { value: text, title: code ?? undefined };
}

/** One person: the record and every interview, newest first, with its transcript. */
export function PersonScreen({ me }: { me: MeAnswer }) {
  const email = useParams().email ?? '';
  const person = usePerson(email);
  // From the Answers screen: `?interview=<id>&t=<seconds>` seeks that interview's recording.
  const [search] = useSearchParams();
  const seekInterview = search.get('interview');
  const seekSeconds = Number(search.get('t') ?? 0) || 0;
  const back = (
    <Link to="/admin/people" className="text-sm text-primary underline-offset-4 hover:underline">
      ← {copy.back}
    </Link>
  );
  if (person.isError) {
    const missing = isUnknownPerson(person.error);
    return (
      <>
        {back}
        <p role="alert" className="mt-4">
          {missing ? copy.notFound : adminCopy.errors.generic}
        </p>
      </>
    );
  }
  if (!person.data) return back;
  const { record, interviews } = person.data;
  return (
    <>
      {back}
      <div className="mt-3">
        <PageTitle
          actions={me.role === 'owner' ? <DeletePersonDialog email={record.email} /> : null}
        >
          <bdi>{record.email}</bdi>
        </PageTitle>
      </div>
      <Card className="mb-6">
        <h2 className="mb-3 font-medium">{copy.record}</h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail label={copy.signedUp} value={formatDateTime(record.created_at)} />
          <Detail label={copy.userAgent} {...userAgentDetail(record.user_agent)} />
          <Detail label={copy.referrer} value={record.referrer} />
        </dl>
      </Card>
      <PersonWork email={record.email} work={person.data.work} me={me} />
      <h2 className="mb-3 text-lg font-medium">{copy.interviews}</h2>
      <div className="grid gap-4">
        {interviews.map((interview) => (
          <Card
            key={interview.id}
            aria-label={`${copy.started} ${formatDateTime(interview.startedAt)}`}
          >
            <dl className="mb-4 grid gap-3 sm:grid-cols-5">
              <Detail label={copy.status} value={adminCopy.people.statuses[interview.status]} />
              <Detail label={copy.started} value={formatDateTime(interview.startedAt)} />
              <Detail label={copy.ended} value={formatDateTime(interview.completedAt)} />
              <Detail label={copy.duration} value={formatDuration(interview.durationSeconds)} />
              <Detail label={copy.endedReason} {...endedReasonDetail(interview.endedReason)} />
            </dl>
            <RecordingPlayer
              interview={interview}
              startAt={interview.id === seekInterview ? seekSeconds : undefined}
            />
            <div className="grid gap-4 lg:grid-cols-2">
              <TranscriptView entries={interview.transcript} />
              <InterviewAnswers interview={interview} />
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
