// A visitor's requests to hear a question again or to skip it (docs/product.md#reactions) are not
// answers: a skipped question counts as unanswered, so an interview that skipped one and went on
// to the closing line is partial (abandoned when nothing was answered), whether the page's
// completion or the platform's call report tells first; the stored answers leave requests out.
import type { PersonAnswer } from '@vibe/contracts/admin';
import { describe, expect, it } from 'vitest';
import { seededDefinition } from '../interview-versions/assistant-body.ts';
import { organiserSession } from '../testing/admin-helpers.ts';
import { bearer, buildTestApp, postJson, startedInterview } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const SECRET = 'skips-secret';
const STARTED = '2026-01-01T10:00:00.000Z';
const ENDED = '2026-01-01T10:02:00.000Z';
const script = seededDefinition();
let clock = 0;
const at = () => new Date(Date.parse(STARTED) + ++clock * 5_000).toISOString();
const assistant = (text: string) => ({ role: 'assistant', text, timestamp: at() });
const visitor = (text: string) => ({ role: 'user', text, timestamp: at() });
const asks = (index: number) => assistant(script.questions[index]!);
const movesOnTo = (index: number) =>
  assistant(`No problem, let's move on. ${script.questions[index]}`);

/** The seeded interview: the first question asked again, the second skipped, the rest answered. */
function withSkip() {
  // Built in the order said: each turn's time is the next tick of the clock.
  const opening = [
    asks(0),
    visitor('Sorry, could you repeat that?'),
    assistant(`Sure — ${script.questions[0]}`),
    visitor('Ten years of web apps.'),
    asks(1),
    visitor("I'd rather not say."),
  ];
  const rest = script.questions
    .slice(2)
    .flatMap((_question, i) => [
      i === 0 ? movesOnTo(2) : asks(i + 2),
      visitor(`A full answer ${i + 3}.`),
    ]);
  return [...opening, ...rest, assistant(script.closingLine)];
}

function report(transcript: { role: string; text: string; timestamp: string }[]) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      call: { id: 'call-skips', status: 'ended' },
      startedAt: STARTED,
      endedAt: ENDED,
      artifact: {
        messages: transcript.map((m) => ({
          role: m.role === 'assistant' ? 'bot' : m.role,
          message: m.text,
          time: Date.parse(m.timestamp),
        })),
      },
    },
  };
}

describeOnEachDatabase((context) => {
  const setup = async (email = 'ada@example.com') => {
    const { database } = context();
    const app = buildTestApp(database, { webhookSecret: SECRET });
    const ticket = await startedInterview(app, email, { startedAt: STARTED, callId: 'call-skips' });
    return { app, db: database.db, ticket };
  };

  describe('skipped questions', () => {
    it('makes the page’s completion partial even though the closing line was reached', async () => {
      const { app, ticket } = await setup();
      const res = await postJson(
        app,
        `/api/interviews/${ticket.id}/complete`,
        { completed_at: ENDED, transcript: withSkip(), duration_seconds: 120 },
        bearer(ticket.token),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        interview: { status: 'partial', completed: false },
        record: { interview_completed: false },
      });
    });

    it('makes an interview whose every question was skipped abandoned', async () => {
      const { app, ticket } = await setup();
      const transcript = [
        asks(0),
        visitor('Skip.'),
        ...script.questions.slice(1).flatMap((_q, i) => [movesOnTo(i + 1), visitor('Pass.')]),
        assistant(`No problem, let's move on. ${script.closingLine}`),
      ];
      const res = await postJson(
        app,
        `/api/interviews/${ticket.id}/complete`,
        { completed_at: ENDED, transcript, duration_seconds: 60 },
        bearer(ticket.token),
      );
      expect(await res.json()).toMatchObject({ interview: { status: 'abandoned' } });
    });

    it('judges the call report alike and stores the answers without the requests', async () => {
      const { app, db, ticket } = await setup();
      const hooked = await postJson(app, '/api/webhooks/voice', report(withSkip()), {
        'x-vapi-secret': SECRET,
      });
      expect(hooked.status).toBeLessThan(300);
      const owner = await organiserSession(app, db, 'owner@example.com');
      const person = (await (
        await owner.request('/api/admin/people/ada@example.com')
      ).json()) as PersonAnswer;
      const interview = person.interviews[0]!;
      expect(interview).toMatchObject({ id: ticket.id, status: 'partial' });
      expect(interview.answers.map((a) => [a.questionIndex, a.answer])).toEqual([
        [0, 'Ten years of web apps.'],
        ...script.questions.slice(2).map((_q, i) => [i + 2, `A full answer ${i + 3}.`]),
      ]);
    });
  });
});
