import type { MeAnswer } from '@vibe/contracts/admin';
import type { PersonWork as Work } from '@vibe/contracts/people';
import { useId } from 'react';
import { adminCopy } from '../copy.ts';
import { Card } from './admin-ui.tsx';
import { PersonMarks } from './person-marks.tsx';
import { PersonNotes } from './person-notes.tsx';
import { PersonTags } from './person-tags.tsx';

/**
 * The person page's work panel: what organisers mark on a person as they go through sign-ups
 * (a star, the reviewed mark, tags, notes). Every change reloads the person and the people list.
 */
export function PersonWork({ email, work, me }: { email: string; work: Work; me: MeAnswer }) {
  const titleId = useId();
  return (
    <Card className="mb-6 grid gap-5" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-medium">
        {adminCopy.work.title}
      </h2>
      <PersonMarks email={email} work={work} />
      <PersonTags email={email} tags={work.tags} />
      <PersonNotes email={email} notes={work.notes} me={me} />
    </Card>
  );
}
