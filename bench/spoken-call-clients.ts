// The visitors of the spoken-call bench, on a worker thread of their own (so their event loop is
// not the engine's): each joins a call, streams a noisy room in real time and, after a question,
// says a real spoken answer over it. Either all of them at once, a round at a time (`speak`),
// or each after every question it is asked (the ramp). Every turn is kept with when its speech
// ended, the visitor's transcripts that followed and the assistant's next question; the
// assistant's audio is watched for late frames (`live-call-clients.ts`).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { noise, SessionClient } from '@vibe/local-platform/testing';
import { PCM_FRAME_MS, PCM_FRAME_SAMPLES } from '@vibe/voice-sdk/protocol';
import {
  isQuestionAsked,
  latenessTally,
  Microphone,
  watchLateness,
  type Lateness,
} from './live-call-clients.ts';
import { holdsWords, type SpokenAnswer } from './spoken-answers.ts';

/** One spoken answer and what came of it; times are the clients' thread's `performance.now()`. */
export interface SpokenTurn {
  call: number;
  /** The text said. */
  expected: string;
  /** The question it answers. */
  question: string;
  /** When its last frame was sent (0 while it is being said). */
  endedAt: number;
  seconds: number;
  /** The visitor's final transcripts from the start of the answer until the next answer. */
  finals: { at: number; text: string }[];
  partials: number;
  /** The assistant's next question (or reaction) after it. */
  next: { at: number; text: string } | null;
}

export type { Lateness } from './live-call-clients.ts';

type ToClients =
  | { type: 'answers'; answers: SpokenAnswer[] }
  | { type: 'connect'; urls: string[]; answerEveryQuestion: boolean }
  | { type: 'speak'; timeoutMs: number }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'turns' }
  | { type: 'stop' };

type FromClients =
  | { type: 'answers' }
  | { type: 'connected' }
  | { type: 'spoken'; complete: boolean; startSpreadMs: number; missing: number }
  | { type: 'reset'; at: number }
  | { type: 'report'; lateness: Lateness; at: number }
  | { type: 'turns'; turns: SpokenTurn[]; timeOrigin: number }
  | { type: 'stopped' };

/** The clients' thread, driven from the bench's main thread. */
export interface SpokenCallClients {
  answers(answers: SpokenAnswer[]): Promise<void>;
  /** Joins calls; with `answerEveryQuestion`, each answers every question on its own. */
  connect(urls: string[], answerEveryQuestion: boolean): Promise<void>;
  /**
   * Once every call has been asked a question, all of them answer in the same 20 ms tick; settles
   * when every answer has its final transcript with words and the next question (or at timeout).
   */
  speak(timeoutMs: number): Promise<{ complete: boolean; startSpreadMs: number; missing: number }>;
  /** Starts a lateness window; answers the clients' clock. */
  reset(): Promise<number>;
  report(): Promise<{ lateness: Lateness; at: number }>;
  /** Every turn so far, with the clients' `performance.timeOrigin` (their clock's epoch). */
  turns(): Promise<{ turns: SpokenTurn[]; timeOrigin: number }>;
  stop(): Promise<void>;
}

export function startSpokenCallClients(): SpokenCallClients {
  // tsx's loader does not reach worker threads on Node 20: load this file through its API.
  const here = JSON.stringify(import.meta.url);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${here}, ${here}))`,
    { eval: true, workerData: { spokenCallClients: true } },
  );
  const replies: FromClients[] = [];
  const waiters: (() => void)[] = [];
  worker.on('message', (reply: FromClients) => {
    replies.push(reply);
    for (const wake of waiters.splice(0)) wake();
  });
  const ask = async <T extends FromClients['type']>(message: ToClients, answer: T) => {
    worker.postMessage(message);
    for (;;) {
      const index = replies.findIndex((reply) => reply.type === answer);
      if (index >= 0) return replies.splice(index, 1)[0] as Extract<FromClients, { type: T }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return {
    answers: async (answers) => void (await ask({ type: 'answers', answers }, 'answers')),
    connect: async (urls, answerEveryQuestion) =>
      void (await ask({ type: 'connect', urls, answerEveryQuestion }, 'connected')),
    speak: (timeoutMs) => ask({ type: 'speak', timeoutMs }, 'spoken'),
    reset: async () => (await ask({ type: 'reset' }, 'reset')).at,
    report: () => ask({ type: 'report' }, 'report'),
    turns: async () => {
      const { turns, timeOrigin } = await ask({ type: 'turns' }, 'turns');
      return { turns, timeOrigin };
    },
    stop: async () => {
      await ask({ type: 'stop' }, 'stopped');
      await worker.terminate();
    },
  };
}

// --- the clients' thread ----------------------------------------------------------------------

interface Visitor {
  index: number;
  client: SessionClient;
  mic: Microphone;
  watch: () => void;
  /** The last question asked and not answered yet. */
  asked: string | null;
  turn: SpokenTurn | null;
  spoken: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

/** A turn is over once its words are in and the assistant has gone on. */
const turnDone = (turn: SpokenTurn | null) =>
  turn !== null &&
  turn.endedAt > 0 &&
  turn.next !== null &&
  turn.finals.some((final) => holdsWords(final.text));

function runClients() {
  const port = parentPort!;
  const visitors: Visitor[] = [];
  const turns: SpokenTurn[] = [];
  let answers: SpokenAnswer[] = [];
  let answerEveryQuestion = false;
  const lateness = latenessTally();
  setInterval(() => {
    for (const visitor of visitors) visitor.watch();
  }, 50);

  const speak = (visitor: Visitor) => {
    // Calls take the answers in turn, each its own, so no two calls say the same thing at once
    // over the same noise (the recogniser would remember it).
    const answer = answers[(visitor.index + visitor.spoken * 3) % answers.length]!;
    visitor.spoken++;
    const frames = Math.ceil(answer.samples.length / PCM_FRAME_SAMPLES);
    const turn: SpokenTurn = {
      call: visitor.index,
      expected: answer.text,
      question: visitor.asked ?? '',
      endedAt: 0,
      seconds: (frames * PCM_FRAME_MS) / 1000,
      finals: [],
      partials: 0,
      next: null,
    };
    visitor.asked = null;
    visitor.turn = turn;
    turns.push(turn);
    void visitor.mic.say(answer.samples).then((at) => (turn.endedAt = at));
  };

  const onMessage = (visitor: Visitor, data: Record<string, unknown>, at: number) => {
    const turn = visitor.turn;
    if (isQuestionAsked(data)) {
      visitor.asked = String(data['transcript']);
      if (turn && !turn.next) turn.next = { at, text: visitor.asked };
      if (answerEveryQuestion && !visitor.mic.speaking) speak(visitor);
    } else if (turn && data['type'] === 'transcript' && data['role'] === 'user') {
      if (data['transcriptType'] === 'final')
        turn.finals.push({ at, text: String(data['transcript']) });
      else turn.partials++;
    }
  };

  const connect = async (urls: string[]) => {
    const clients = await Promise.all(urls.map((url) => SessionClient.connect(url)));
    for (const client of clients) {
      const index = visitors.length;
      // Each room's own noise: the same answer never reaches the recogniser twice.
      const mic = new Microphone(client, {
        floor: noise(2, -55, 1000 + index),
        floorUnderSpeech: true,
      });
      const visitor: Visitor = {
        index,
        client,
        mic,
        watch: () => {},
        asked: null,
        turn: null,
        spoken: 0,
      };
      visitor.watch = watchLateness(client, lateness.onFrame, (data, at) =>
        onMessage(visitor, data, at),
      );
      mic.start();
      visitors.push(visitor);
    }
  };

  const speakTogether = async (timeoutMs: number) => {
    const asked = await until(() => visitors.every((visitor) => visitor.asked !== null), timeoutMs);
    const ready = visitors.filter((visitor) => visitor.asked !== null);
    for (const visitor of ready) speak(visitor);
    const round = ready.map((visitor) => visitor.turn!);
    const complete = await until(() => round.every(turnDone), timeoutMs);
    // A second final of the same answer would come soon after the first: wait for it.
    await sleep(1_500);
    const starts = round
      .filter((turn) => turn.endedAt > 0)
      .map((turn) => turn.endedAt - turn.seconds * 1000);
    return {
      complete: asked && complete,
      startSpreadMs: starts.length ? Math.max(...starts) - Math.min(...starts) : 0,
      missing: visitors.length - ready.length + round.filter((turn) => !turnDone(turn)).length,
    };
  };

  const reply = (message: FromClients) => port.postMessage(message);
  port.on('message', async (message: ToClients) => {
    if (message.type === 'answers') {
      answers = message.answers;
      reply({ type: 'answers' });
    } else if (message.type === 'connect') {
      answerEveryQuestion = message.answerEveryQuestion;
      await connect(message.urls);
      reply({ type: 'connected' });
    } else if (message.type === 'speak') {
      reply({ type: 'spoken', ...(await speakTogether(message.timeoutMs)) });
    } else if (message.type === 'reset') {
      for (const visitor of visitors) visitor.watch();
      lateness.reset();
      reply({ type: 'reset', at: performance.now() });
    } else if (message.type === 'report') {
      for (const visitor of visitors) visitor.watch();
      reply({ type: 'report', lateness: lateness.report(), at: performance.now() });
    } else if (message.type === 'turns') {
      for (const visitor of visitors) visitor.watch();
      reply({ type: 'turns', turns, timeOrigin: performance.timeOrigin });
    } else {
      for (const { client, mic } of visitors) {
        mic.stop();
        client.close();
      }
      visitors.length = 0;
      reply({ type: 'stopped' });
    }
  });
}

if (!isMainThread && (workerData as { spokenCallClients?: boolean } | null)?.spokenCallClients) {
  runClients();
}
