// Where an interview's recordings are: its call (local recordings are found by call id)
// and the URLs its end-of-call report named.
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';

/** The call id and recording URLs of interview `id`, or undefined when there is none. */
export async function selectRecordingUrls(db: Database, id: string) {
  const [row] = await db
    .select({
      callId: interviews.callId,
      recordingUrl: interviews.recordingUrl,
      stereoRecordingUrl: interviews.stereoRecordingUrl,
    })
    .from(interviews)
    .where(eq(interviews.id, id));
  return row;
}
