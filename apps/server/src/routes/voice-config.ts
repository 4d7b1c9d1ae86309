import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { selectLiveVersion } from '../db/queries/interviews.ts';
import { describeError } from '../lib/describe-error.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Logger } from '../logger.ts';
import type { VoiceConfigProvider } from '../voice-config.ts';

/** Where the live interview's questions come from (absent: the answer carries none). */
export interface LiveQuestionsSource {
  db: Database;
  clock: () => Date;
  logger: Pick<Logger, 'warn'>;
}

/**
 * The live version's questions, so the dialog can say "Question n of N" whichever platform runs
 * the call (docs/product.md#interview); undefined when they cannot be read, which only hides
 * that line: the call itself needs none of it.
 */
async function liveQuestions(source: LiveQuestionsSource | undefined) {
  if (!source) return undefined;
  try {
    return (await selectLiveVersion(source.db, source.clock())).definition.questions;
  } catch (error) {
    source.logger.warn('voice-config: live questions not read', { ...describeError(error) });
    return undefined;
  }
}

/**
 * `GET /api/voice-config`: the public key and assistant the landing page calls with, and the
 * live interview's questions.
 */
export function voiceConfigRoutes(provide: VoiceConfigProvider, questions?: LiveQuestionsSource) {
  return new Hono().get('/', async (c) => {
    const voice = await provide(c.req.raw);
    if (!voice) {
      throw new ApiError(
        503,
        API_ERROR_CODES.voiceNotConfigured,
        'No voice platform is configured on this server.',
      );
    }
    const live = await liveQuestions(questions);
    c.header('Cache-Control', 'no-store');
    return c.json(live ? { ...voice, questions: live } : voice);
  });
}
