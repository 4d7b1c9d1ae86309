// The overview's completion rate on a known mix of interviews, driven through the public API
// the page uses (sign-up, start, complete) and read as an owner reads it. Reported, no budget:
// it shows how the status rules (docs/product.md#statuses) count each kind of visitor.
//   npm run bench -- completion-rate
import { interviewScript } from '@vibe/voice-sdk/interview-assistant';
import { ownerSessionCookie, SEEDABLE_SERVER_ENV } from './lighthouse/seed-dashboard.ts';
import { startBenchServer } from './server-process.ts';

/** Visitors of each kind: what they said to which questions. */
const PER_KIND = 10;
const STARTED = Date.parse('2026-01-01T10:00:00.000Z');
const at = (seconds: number) => new Date(STARTED + seconds * 1000).toISOString();
const beep = '(spoken answer, 0.6 s — no speech recognizer configured; the recording holds it)';

type Turn = { role: 'assistant' | 'user'; text: string; timestamp: string };
const kinds: Record<string, () => Turn[]> = {
  'answered every question': () => conversation(interviewScript.questions.map((_q, i) => `A${i}`)),
  'answered one, then pressed End': () => conversation(['I build web apps.', undefined]),
  'only a beep from the microphone': () => conversation([beep]),
  'said nothing': () => conversation([undefined]),
};

/** The assistant asks the questions in order; the visitor says each given answer. */
function conversation(answers: (string | undefined)[]): Turn[] {
  return answers.flatMap((answer, i): Turn[] => [
    { role: 'assistant', text: interviewScript.questions[i]!, timestamp: at(i * 20) },
    ...(answer === undefined
      ? []
      : [{ role: 'user' as const, text: answer, timestamp: at(i * 20 + 10) }]),
  ]);
}

async function post(url: string, path: string, body: unknown, token?: string) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as Record<string, unknown>;
  if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}`);
  return json;
}

const server = await startBenchServer('tsx', SEEDABLE_SERVER_ENV);
try {
  let n = 0;
  for (const [kind, transcript] of Object.entries(kinds)) {
    for (let i = 0; i < PER_KIND; i += 1) {
      const onboarding = await post(server.url, '/api/onboarding', {
        email: `mix-${(n += 1)}@example.com`,
      });
      const ticket = onboarding.interview as { id: string; token: string };
      const route = `/api/interviews/${ticket.id}`;
      await post(server.url, `${route}/start`, { started_at: at(0) }, ticket.token);
      const turns = transcript();
      await post(
        server.url,
        `${route}/complete`,
        { completed_at: at(turns.length * 10 + 5), transcript: turns, duration_seconds: 60 },
        ticket.token,
      );
    }
    console.log(`${PER_KIND} visitors: ${kind}`);
  }
  for (let i = 0; i < PER_KIND; i += 1) {
    await post(server.url, '/api/onboarding', { email: `mix-unstarted-${i}@example.com` });
  }
  console.log(`${PER_KIND} visitors: signed up, never started`);

  const cookie = await ownerSessionCookie(server.url);
  const overview = (await (
    await fetch(`${server.url}/api/admin/overview?days=all`, { headers: { cookie } })
  ).json()) as { funnel: Record<string, number> };
  const { funnel } = overview;
  const rate = funnel.started ? (100 * (funnel.completed ?? 0)) / funnel.started : 0;
  console.log(`funnel: ${JSON.stringify(funnel)}`);
  console.log(`completion rate (completed / started): ${rate.toFixed(1)} %`);
} finally {
  await server.stop();
}
