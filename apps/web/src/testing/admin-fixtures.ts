import type { MeAnswer } from '@vibe/contracts/admin';
import type { InterviewVersionRecord } from '@vibe/contracts/interview';

/** The `GET /api/admin/me` answer for a signed-in organiser of `role`. */
export function organiserMe(role: MeAnswer['role'], id = role === 'owner' ? 'o-1' : 'v-1') {
  return { id, email: `${role}@example.com`, role, twoFactorEnabled: false } satisfies MeAnswer;
}

/**
 * Version `number` of the interview asking `questions`, created by the owner (version 1 by the
 * seed) on 1 March 2026, and live since then when `live`.
 * @example const live = interviewVersion(2, ['What do you build?']);
 */
export function interviewVersion(
  number: number,
  questions: string[],
  live = true,
): InterviewVersionRecord {
  return {
    id: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    definition: {
      firstMessage: 'Hello!',
      questions,
      closingLine: 'Bye.',
      voice: { provider: 'local', voiceId: 'en-us' },
      silenceTimeoutSeconds: 30,
      maxDurationSeconds: 600,
    },
    // Ids by wording, as the server gives them to questions no earlier version asked.
    questionIds: questions.map((question) => `q-${question.toLowerCase().replace(/\W+/g, '-')}`),
    draft: false,
    createdBy: number === 1 ? null : 'owner@example.com',
    createdAt: '2026-03-01T10:00:00.000Z',
    live,
    liveAt: live ? '2026-03-01T10:00:00.000Z' : null,
    platformError: null,
  };
}
