// Whether the platform's assistant runs the live version, and setting it back when it does not:
// a change cut short (a copy stopped between updating the platform and marking the version
// live), or the assistant edited on the platform directly. Checked when an owner opens the
// Interview screen, which says what it found.
import type { InterviewDefinition } from '@vibe/contracts/interview';
import type { Assistant } from '@vibe/voice-sdk';
import { selectLiveVersion } from '../db/queries/interviews.ts';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import {
  platformMessage,
  sendVersionToPlatform,
  type InterviewChangeDeps,
} from './save-version.ts';

/** The parts of a definition an assistant shows, named as the Interview screen names them. */
export function differencesFrom(
  assistant: Pick<
    Assistant,
    | 'firstMessage'
    | 'endCallMessage'
    | 'voice'
    | 'silenceTimeoutSeconds'
    | 'maxDurationSeconds'
    | 'analysisPlan'
  >,
  definition: InterviewDefinition,
): string[] {
  const voice = assistant.voice as { provider?: string; voiceId?: string } | undefined;
  const plan = assistant.analysisPlan as
    | {
        structuredDataPlan?: { schema?: { properties?: Record<string, { description?: string }> } };
      }
    | undefined;
  const asked = Object.values(plan?.structuredDataPlan?.schema?.properties ?? {}).map(
    (property) => property.description ?? '',
  );
  const differs: [boolean, string][] = [
    [assistant.firstMessage !== definition.firstMessage, 'first message'],
    [asked.join('\n') !== definition.questions.join('\n'), 'questions'],
    [assistant.endCallMessage !== definition.closingLine, 'closing line'],
    [
      voice?.provider !== definition.voice.provider || voice?.voiceId !== definition.voice.voiceId,
      'voice',
    ],
    [assistant.silenceTimeoutSeconds !== definition.silenceTimeoutSeconds, 'silence limit'],
    [assistant.maxDurationSeconds !== definition.maxDurationSeconds, 'longest call'],
  ];
  return differs.filter(([differ]) => differ).map(([, name]) => name);
}

/**
 * Compares the platform's assistant with the live version and, when they differ, sends the live
 * version again (under the change lock, so a save running meanwhile finishes first). Answers the
 * words for the owner (also when the platform could not be asked), or null when they agree or
 * there is nothing to compare: no platform to change, or the version seeded at first start (the
 * assistant it describes was never sent from here).
 */
export async function repairPlatformDrift(
  deps: InterviewChangeDeps,
  now: Date,
): Promise<string | null> {
  const { platform, db } = deps;
  if (!platform.editable) return null;
  const drifted = async (): Promise<{ live: InterviewVersionRow; differs: string[] } | null> => {
    const live = await selectLiveVersion(db, now);
    if (!live.live || live.createdBy === null) return null;
    const assistant = await platform.assistants.retrieve(platform.assistantId);
    const differs = differencesFrom(assistant, live.definition);
    return differs.length > 0 ? { live, differs } : null;
  };
  try {
    if (!(await drifted())) return null;
    return await deps.lock(async () => {
      // Checked again: a save that held the lock may have set everything right.
      const found = await drifted();
      if (!found) return null;
      const told = `The voice platform’s assistant did not run live version ${found.live.number} (its ${found.differs.join(', ')} differed)`;
      const sent = await sendVersionToPlatform(deps, found.live, now);
      return sent.live
        ? `${told}; it was set back to version ${found.live.number}.`
        : `${told}, and setting it back failed: ${sent.platformError ?? 'no reason given'}`;
    });
  } catch (error) {
    return `The voice platform could not be asked which interview it runs: ${platformMessage(error)}`;
  }
}
