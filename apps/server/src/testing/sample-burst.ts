// A burst of voice samples during a live call, on a running local-mode server: the hostile-input
// test asserts what the burst must never do (a 500, a busy answer without Retry-After, a call
// starved of its voice), the bench measures the call's first audio against its budget. One copy
// of the moves both make, so the two always measure the same thing.
import { SessionClient } from '@vibe/local-platform/testing';
import { createOrganiser } from '../admin/organisers.ts';
import type { LocalModeInfo } from '../local-mode.ts';
import type { RunningServer } from '../server.ts';
import { cookieHeader, TEST_PASSWORD } from './admin-helpers.ts';

/** Samples sent at once in a round. */
export const SAMPLE_BURST = 40;
/** Owners a dashboard round spreads its samples over (ten each: within each one's limit). */
export const SAMPLE_BURST_OWNERS = 4;
const VOICE = { provider: 'vapi', voiceId: 'Elliot' };
/** How long a round waits for the platform to refuse a sample (its queue full) before the call. */
const QUEUE_FULL_WAIT_MS = 2_000;

/** A distinct 1,000-character text (identical samples would share one synthesis). */
export const longSampleText = (tag: string) =>
  `Sample ${tag}. ${'Thanks for joining Vibe Together, we would love to hear what you build. '.repeat(20)}`.slice(
    0,
    1_000,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one round of {@link SampleBurst.round} saw. */
export interface SampleBurstRound {
  /** Where the samples went: straight at the platform, or through the dashboard's route. */
  via: 'platform' | 'dashboard';
  /** Milliseconds from asking for the call to its first audio frame. */
  firstAudioMs: number;
  /** Every sample's status, in the order they were sent. */
  statuses: number[];
  /** Busy answers (503 or 429) that came without a positive Retry-After. */
  busyWithoutRetryAfter: number;
}

/** The moves of a sample burst against `server` (local mode, its platform described by `info`). */
export interface SampleBurst {
  /** Creates an owner and signs in: the headers its dashboard requests carry. */
  ownerHeaders(email: string): Promise<Record<string, string>>;
  /** A sample straight at the platform, with its private key. */
  direct(text: string): Promise<Response>;
  /** A sample through the dashboard's route, as the owner of `headers`. */
  dashboard(headers: Record<string, string>, text: string): Promise<Response>;
  /** Places a call, joins it, and answers the time to its first audio frame. */
  firstAudioMs(timeoutMs?: number): Promise<number>;
  /** Gives the interview a first line never spoken before, so the next call must synthesize it. */
  newFirstLine(headers: Record<string, string>, tag: string): Promise<void>;
  /** Each answer's status once all are in, and how many busy ones lacked Retry-After. */
  settle(
    answers: Promise<Response>[],
  ): Promise<{ statuses: number[]; busyWithoutRetryAfter: number }>;
  /**
   * One round: a new first line (saved as `editor`), a burst of {@link SAMPLE_BURST} samples
   * (`via` the platform, or the dashboard from {@link SAMPLE_BURST_OWNERS} new owners), and a
   * call placed once the platform refuses one (its queue is full) or after 2 s.
   */
  round(
    tag: string,
    via: SampleBurstRound['via'],
    editor: Record<string, string>,
    callTimeoutMs?: number,
  ): Promise<SampleBurstRound>;
}

export function sampleBurst(server: RunningServer, info: LocalModeInfo): SampleBurst {
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const burst: SampleBurst = {
    async ownerHeaders(email) {
      const created = await createOrganiser(server.database.db, {
        email,
        password: TEST_PASSWORD,
        role: 'owner',
      });
      if (!created.ok) throw new Error(`could not create ${email}: ${created.error}`);
      const signIn = await post(
        '/api/auth/sign-in/email',
        { origin: server.url },
        { email, password: TEST_PASSWORD },
      );
      if (signIn.status !== 200) throw new Error(`${email} could not sign in: ${signIn.status}`);
      return { cookie: cookieHeader(signIn), origin: server.url };
    },

    direct: (text) =>
      post(
        '/platform/voice/sample',
        { authorization: `Bearer ${info.privateKey}` },
        { text, voice: VOICE },
      ),

    dashboard: (headers, text) =>
      post('/api/admin/interview/sample', headers, { text, voice: VOICE }),

    async firstAudioMs(timeoutMs = 20_000) {
      const asked = performance.now();
      const created = await post(
        '/platform/call/web',
        { authorization: `Bearer ${info.publicKey}` },
        { assistantId: info.assistantId },
      );
      if (created.status !== 201) throw new Error(`the call was refused: ${created.status}`);
      const { webCallUrl } = (await created.json()) as { webCallUrl: string };
      const client = await SessionClient.connect(webCallUrl);
      try {
        // Frames carry their arrival time, so polling does not blur the measure.
        const deadline = asked + timeoutMs;
        while (client.frames.length === 0 && !client.closed && performance.now() < deadline) {
          await sleep(5);
        }
        const first = client.frames[0];
        if (!first) throw new Error(`the call did not speak within ${timeoutMs} ms`);
        return first.at - asked;
      } finally {
        client.close();
      }
    },

    async newFirstLine(headers, tag) {
      const live = (await (
        await fetch(`${server.url}/api/admin/interview`, { headers })
      ).json()) as { version: { definition: Record<string, unknown> }; latest: { id: string } };
      const saved = await fetch(`${server.url}/api/admin/interview`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          definition: {
            ...live.version.definition,
            firstMessage: `Hello, and welcome to interview ${tag}. Shall we begin?`,
          },
          baseVersionId: live.latest.id,
        }),
      });
      await saved.arrayBuffer();
      if (saved.status !== 200) throw new Error(`the first line was not saved: ${saved.status}`);
    },

    async settle(answers) {
      let busyWithoutRetryAfter = 0;
      const statuses = await Promise.all(
        answers.map(async (answer) => {
          const res = await answer;
          const busy = res.status === 503 || res.status === 429;
          if (busy && !(Number(res.headers.get('retry-after')) > 0)) busyWithoutRetryAfter += 1;
          // Read, so no connection lingers into the next round.
          await res.arrayBuffer();
          return res.status;
        }),
      );
      return { statuses, busyWithoutRetryAfter };
    },

    async round(tag, via, editor, callTimeoutMs) {
      const owners =
        via === 'dashboard'
          ? await Promise.all(
              Array.from({ length: SAMPLE_BURST_OWNERS }, (_, i) =>
                burst.ownerHeaders(`owner-${tag.replace(/\W+/g, '-')}-${i}@example.com`),
              ),
            )
          : [];
      await burst.newFirstLine(editor, tag);
      let refused = () => {};
      const queueFull = new Promise<void>((resolve) => (refused = resolve));
      const answers = Array.from({ length: SAMPLE_BURST }, (_, i) =>
        (via === 'platform'
          ? burst.direct(longSampleText(`${tag}-${i}`))
          : burst.dashboard(owners[i % SAMPLE_BURST_OWNERS]!, longSampleText(`${tag}-${i}`))
        ).then((res) => {
          if (res.status === 503) refused();
          return res;
        }),
      );
      await Promise.race([queueFull, sleep(QUEUE_FULL_WAIT_MS)]);
      // Both awaited even when the call fails, so no sample outlives the round.
      const [firstAudio, settled] = await Promise.allSettled([
        burst.firstAudioMs(callTimeoutMs),
        burst.settle(answers),
      ]);
      if (firstAudio.status === 'rejected') throw firstAudio.reason;
      if (settled.status === 'rejected') throw settled.reason;
      return { via, firstAudioMs: firstAudio.value, ...settled.value };
    },
  };
  return burst;
}
