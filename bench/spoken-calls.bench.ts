// Spoken calls with the built-in speech recogniser (Moonshine tiny, in worker threads), with
// budgets. Visitors say real speech (eSpeak NG, ten different answers of 6-7.5 s) in real time,
// in 20 ms frames over a noisy room; their clients run on a thread of their own.
// (1) 20 calls on the call-session engine (this process's main thread, recorded as in the
//     product), whose visitors answer at once (in the same 20 ms tick), three rounds: end of
//     speech (last frame sent) → the visitor's final transcript, p95 ≤ 3 s; the transcripts' word
//     error rate against what was said (median reported); no assistant audio frame > 40 ms
//     late; nothing dropped (each answer gets exactly one final transcript with words, and the
//     next question follows).
// (2) The product's server (built, its own process, local mode), 20 interviews opened as the
//     page opens them, two rounds of 20 answers at once: `/healthz`, asked every 20 ms over
//     kept-alive sockets while the recogniser works (first answer's start → last final), p99 ≤
//     50 ms; (3) its resident memory before the first answer and after each round: the model
//     adds ≤ 400 MB, and the second round adds less than a second copy of it (85 MB).
// (4) Sessions held with no late frame while visitors answer every question with real speech,
//     with the recogniser and without it (the ramp of call-session.bench.ts; reported, no
//     budget: call-session.bench.ts budgets the ceiling).
// Options: SPOKEN_CALLS_PARTS=calls,ramp,server (default all); SPOKEN_CALLS_PROFILE=<folder>
// profiles the engine thread in each window of the ramp with the recogniser; --no-build.
//
// Where the engine thread's time goes at the ceiling with the recogniser (a profiled ramp at 80,
// 100 and 120 sessions, self time over 6 s windows, on this two-core machine): idle 73-83 %;
// socket writes (writev: assistant audio, transcripts) 8 %; voice activity 2-5 %
// (voice-activity.ts: analyse, remember, and joinedTurnAudio copying a turn's audio for each
// partial transcript); garbage collection 1.5-3 %, in pauses of 20-36 ms; the ws receiver 1-2 %;
// worker messages (dispatch) 1 %; recordings (two-track timeline, PGlite writes) ≤ 2 %, with one
// 121 ms stretch of PGlite growing its file storage at 80. The whole process then used 195 % of
// the two cores, one of them the recogniser's: frames run late for want of a core (the clients
// share the engine's), not from the engine's own work.
import { availableParallelism, loadavg } from 'node:os';
import {
  createLocalRecognizer,
  migrate,
  type LocalRecognizer,
  type SpeechRecognizer,
} from '@vibe/local-platform';
import {
  createRecordingService,
  openTestDatabase,
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
  type RecordingService,
} from '@vibe/local-platform/testing';
import { exitWithCodeOf } from './exit-code.ts';
import { benchInterviewer } from './interview-questions.ts';
import { p50, percentile } from './percentiles.ts';
import { openInterviewCalls, probeHealth } from './server-calls.ts';
import { buildServer, startBenchServer } from './server-process.ts';
import { startSpokenCallClients, type SpokenTurn } from './spoken-call-clients.ts';
import { synthesiseAnswers, type SpokenAnswer } from './spoken-answers.ts';
import { spokenRamp, type RampResult } from './spoken-ramp.ts';
import { judgeTurns, type TurnJudgement } from './spoken-turns.ts';

const CALLS = 20;
const ROUNDS = 3;
const SERVER_ROUNDS = 2;
const ROUND_TIMEOUT_MS = 90_000;
const FINAL_P95_BUDGET_MS = 3_000;
const START_SPREAD_BUDGET_MS = 100;
const HEALTH_P99_BUDGET_MS = 50;
const MODEL_MEMORY_BUDGET_MB = 400;
/** One more copy of the model (about 85 MB): a second round must add less. */
const SECOND_MODEL_MB = 85;

// Enough questions that no call ends during the ramp.
const interviewer = benchInterviewer('asst-spoken-bench', 8, { silenceTimeoutSeconds: 120 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Number.isFinite(value) ? value.toFixed(0) : '–'} ms`;
const parts = new Set((process.env.SPOKEN_CALLS_PARTS ?? 'calls,ramp,server').split(','));

// --- (1) 20 calls answering at once ----------------------------------------------------------

async function concurrentAnswers(platform: CallSessionsUnderTest, answers: SpokenAnswer[]) {
  const clients = startSpokenCallClients();
  await clients.answers(answers);
  await clients.connect(
    Array.from({ length: CALLS }, () => platform.createCall(interviewer).url),
    false,
  );
  await clients.reset();
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await clients.speak(ROUND_TIMEOUT_MS));
  const { lateness } = await clients.report();
  const { turns } = await clients.turns();
  await clients.stop();
  while (platform.sessions.activeCount() > 0) await sleep(100);
  return {
    rounds,
    lateness,
    judged: judgeTurns(turns),
    perRound: judgeRounds(turns, rounds.length),
  };
}

function turnRows(label: string, judged: TurnJudgement, budget: boolean) {
  const p95 = percentile(judged.latencies, 0.95);
  return [
    {
      measure: `${label}: end of speech → final transcript (${judged.latencies.length} of ${judged.count} turns)`,
      value: `p50 ${ms(p50(judged.latencies))}, p95 ${ms(p95)}, max ${ms(Math.max(...judged.latencies))}`,
      budget: budget ? `p95 ≤ ${FINAL_P95_BUDGET_MS} ms` : '(reported)',
      ok: budget ? p95 <= FINAL_P95_BUDGET_MS : '',
    },
    {
      measure: `${label}: word error rate of the finals`,
      value: `median ${(p50(judged.wordErrorRates) * 100).toFixed(0)} %, worst ${(Math.max(...judged.wordErrorRates) * 100).toFixed(0)} %`,
      budget: '(reported)',
      ok: '',
    },
    {
      measure: `${label}: partial transcripts per turn`,
      value: `median ${p50(judged.partials)}, min ${Math.min(...judged.partials)}`,
      budget: '(reported)',
      ok: '',
    },
    {
      measure: `${label}: answers dropped (not one final with words, or no next question)`,
      value: String(judged.dropped.length),
      budget: '0',
      ok: judged.dropped.length === 0,
    },
  ];
}

/** Each round's turns judged on their own (a round is one answer from every call). */
const judgeRounds = (turns: SpokenTurn[], rounds: number) =>
  Array.from({ length: rounds }, (_, round) =>
    judgeTurns(turns.slice(round * CALLS, (round + 1) * CALLS)),
  );

/** A round's finals, in seconds after the end of speech, in order. */
const roundLine = (judged: TurnJudgement) =>
  `finals ${[...judged.latencies]
    .sort((a, b) => a - b)
    .map((latency) => (latency / 1000).toFixed(1))
    .join(' ')} s`;

/** Prints a part's rows, its rounds and its dropped answers; answers whether no budget was missed. */
function printed(
  rows: { ok: boolean | string }[],
  { perRound, judged }: { perRound: TurnJudgement[]; judged: TurnJudgement },
): boolean {
  console.table(rows);
  perRound.forEach((round, index) => console.log(`  round ${index + 1}: ${roundLine(round)}`));
  for (const line of judged.dropped.slice(0, 10)) console.log(`  dropped: ${line}`);
  return rows.every((row) => row.ok !== false);
}

// --- (2), (3) the product's server ---------------------------------------------------------------

function healthOf(samples: { sentAt: number; ms: number }[], failures: number) {
  const values = samples.map((sample) => sample.ms);
  return {
    probes: values.length,
    p50: p50(values),
    p99: percentile(values, 0.99),
    max: Math.max(...values),
    failures,
  };
}

async function onTheServer(answers: SpokenAnswer[]) {
  if (!process.argv.includes('--no-build')) buildServer();
  const server = await startBenchServer('built', { SIGNUP_RATE_LIMIT: '0' });
  try {
    const urls = await openInterviewCalls(server.url, CALLS);
    const clients = startSpokenCallClients();
    await clients.answers(answers);
    await clients.connect(urls, false);
    await clients.reset();
    const probe = probeHealth(server.url);
    await sleep(5_000); // the greeting plays in every call: the probes' baseline
    const idle = probe.take();
    const memory = [server.memoryMb()];
    const rounds = [];
    for (let round = 0; round < SERVER_ROUNDS; round++) {
      rounds.push(await clients.speak(ROUND_TIMEOUT_MS));
      memory.push(server.memoryMb());
    }
    const probed = probe.take();
    probe.stop();
    const { lateness } = await clients.report();
    const { turns, timeOrigin } = await clients.turns();
    await clients.stop();
    // While the recogniser works: from the first answer's start to the last final transcript.
    const at = (time: number) => timeOrigin + time;
    const from = Math.min(...turns.map((turn) => at(turn.endedAt - turn.seconds * 1000)));
    const to = Math.max(...turns.flatMap((turn) => turn.finals.map((final) => at(final.at))));
    const working = probed.samples.filter((sample) => sample.sentAt >= from && sample.sentAt <= to);
    return {
      idle: healthOf(idle.samples, idle.failures),
      working: healthOf(working, probed.failures),
      workingSeconds: (to - from) / 1000,
      memory,
      lateness,
      judged: judgeTurns(turns),
      perRound: judgeRounds(turns, rounds.length),
    };
  } finally {
    await server.stop();
  }
}

// --- main ------------------------------------------------------------------------------------------

function rampRows(ramp: RampResult) {
  return ramp.windows.map((window) => {
    const ended = ramp.turns.filter(
      (turn) => turn.endedAt >= window.from && turn.endedAt <= window.to,
    );
    const judged = judgeTurns(ended, { anyFinal: true });
    return {
      sessions: window.sessions,
      'late frames': `${window.lateness.late} of ${window.lateness.frames}`,
      'p99/max lateness ms': `${window.lateness.p99LatenessMs.toFixed(0)}/${window.lateness.maxLatenessMs.toFixed(0)}`,
      'engine loop p99/max ms': `${window.engineLoopP99Ms.toFixed(0)}/${window.engineLoopMaxMs.toFixed(0)}`,
      'client loop p99 ms': window.lateness.clientLoopP99Ms.toFixed(0),
      'CPU (all threads)': `${window.cpuPercent.toFixed(0)} %`,
      'engine busy': `${window.enginePercent.toFixed(0)} %`,
      'answers ended': ended.length,
      'final p50/p95 s': `${(p50(judged.latencies) / 1000).toFixed(1)}/${(percentile(judged.latencies, 0.95) / 1000).toFixed(1)}`,
      'no final': judged.count - judged.latencies.length,
      'recogniser queue': window.recognizerWaiting,
    };
  });
}

/**
 * The recogniser, counting the transcriptions under way: closing it while one runs aborts the
 * process (onnxruntime throws in the thread being stopped), so the bench closes it only idle.
 */
function countedRecognizer(recognizer: LocalRecognizer) {
  let running = 0;
  const counted: SpeechRecognizer = {
    transcribe: (pcm, options) => {
      running++;
      return recognizer.transcribe(pcm, options).finally(() => running--);
    },
  };
  return { counted, idle: () => running === 0 };
}

/** Waits (at most 3 minutes) until the recordings' encoders have caught up. */
async function encodersDrained(recordings: RecordingService) {
  const deadline = performance.now() + 180_000;
  while (recordings.encoderBacklogSeconds() > 1 && performance.now() < deadline) await sleep(500);
}

async function inProcess(answers: SpokenAnswer[], recognizer: LocalRecognizer) {
  const { counted, idle } = countedRecognizer(recognizer);
  const database = await openTestDatabase('pglite');
  await migrate(database.db);
  const recordingTrouble: string[] = [];
  const recordings = await createRecordingService({
    db: database.db,
    publicBaseUrl: 'http://127.0.0.1/platform',
    clock: () => new Date(),
    log: (line) => recordingTrouble.push(line),
  });
  const sessionLog: string[] = [];
  const log = (line: string) => void sessionLog.push(line);
  const heard = await startCallSessionsUnderTest({
    recognizer: counted,
    recordings: recordings.calls,
    log,
  });
  const unheard = await startCallSessionsUnderTest({ recordings: recordings.calls, log });
  try {
    const calls = parts.has('calls') ? await concurrentAnswers(heard, answers) : null;
    let ramps: { off: RampResult; on: RampResult } | null = null;
    if (parts.has('ramp')) {
      await encodersDrained(recordings);
      const off = await spokenRamp(unheard, interviewer, answers, null, null);
      // The calls of the first ramp are still being encoded at the lowest priority: let them.
      await encodersDrained(recordings);
      const on = await spokenRamp(
        heard,
        interviewer,
        answers,
        recognizer,
        process.env.SPOKEN_CALLS_PROFILE ?? null,
      );
      ramps = { off, on };
    }
    return { calls, ramps, recordingTrouble, sessionLog };
  } finally {
    // Calls still waiting for words finish once those land (at most the sessions' 2 minutes).
    await heard.close();
    await unheard.close();
    while (!idle()) await sleep(100);
    await recordings.close();
    await database.close();
  }
}

/** The machine's load (1, 5, 15 minutes): the figures mean little on a busy machine. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

async function main(): Promise<number> {
  console.log(`load average at the start: ${load()} (${availableParallelism()} cores)`);
  const answers = await synthesiseAnswers();
  console.log(
    `answers: ${answers.length}, ${answers.map((answer) => (answer.samples.length / 16_000).toFixed(1)).join(', ')} s`,
  );
  const recognizer = createLocalRecognizer();
  let missed = false;
  try {
    // The model loads once per process, on the first transcription: before the calls.
    await recognizer.transcribe(answers[0]!.samples);
    const threads = recognizer.startedThreads();
    const { calls, ramps, recordingTrouble, sessionLog } = await inProcess(answers, recognizer);
    const server = parts.has('server') ? await onTheServer(answers) : null;

    if (calls) {
      console.log(
        `\n(1) ${CALLS} calls answering at once, ${ROUNDS} rounds (engine on this process's main thread, recogniser threads: ${threads})`,
      );
      const spread = Math.max(...calls.rounds.map((round) => round.startSpreadMs));
      const rows = [
        ...turnRows('in process', calls.judged, true),
        {
          measure: 'answers started within (worst round)',
          value: ms(spread),
          budget: `≤ ${START_SPREAD_BUDGET_MS} ms`,
          ok: spread <= START_SPREAD_BUDGET_MS,
        },
        {
          measure: 'assistant audio frames late (> 40 ms)',
          value: `${calls.lateness.late} of ${calls.lateness.frames} (max ${ms(calls.lateness.maxLatenessMs)}, client loop p99 ${ms(calls.lateness.clientLoopP99Ms)})`,
          budget: '0',
          ok: calls.lateness.late === 0,
        },
      ];
      if (!printed(rows, calls)) missed = true;
    }
    if (server) {
      const [before, ...after] = server.memory;
      const modelMb = after[0]!.rss - before!.rss;
      const secondMb = after[1]!.rss - after[0]!.rss;
      const peak = Math.max(...server.memory.map((m) => m.peak));
      console.log(
        `\n(2, 3) the server (built, local mode), ${CALLS} interviews, ${SERVER_ROUNDS} rounds of answers at once; the recogniser worked ${server.workingSeconds.toFixed(1)} s`,
      );
      const health = (label: string, h: ReturnType<typeof healthOf>, budget: boolean) => ({
        measure: `/healthz every 20 ms, ${label} (${h.probes} probes, ${h.failures} failed)`,
        value: `p50 ${h.p50.toFixed(1)}, p99 ${h.p99.toFixed(1)}, max ${h.max.toFixed(1)} ms`,
        budget: budget ? `p99 ≤ ${HEALTH_P99_BUDGET_MS} ms` : '(reported)',
        ok: budget ? h.p99 <= HEALTH_P99_BUDGET_MS && h.failures === 0 : '',
      });
      const rows = [
        health('greetings playing, no answer yet', server.idle, false),
        health('while transcribing', server.working, true),
        {
          measure: `resident memory: before the first answer → after each round (peak ${peak.toFixed(0)} MB)`,
          value: server.memory.map((m) => `${m.rss.toFixed(0)}`).join(' → ') + ' MB',
          budget: '(reported)',
          ok: '',
        },
        {
          measure: 'memory the model adds (first round)',
          value: `${modelMb.toFixed(0)} MB`,
          budget: `≤ ${MODEL_MEMORY_BUDGET_MB} MB`,
          ok: modelMb <= MODEL_MEMORY_BUDGET_MB,
        },
        {
          measure: 'memory the second round adds',
          value: `${secondMb.toFixed(0)} MB`,
          budget: `< ${SECOND_MODEL_MB} MB (no second model)`,
          ok: secondMb < SECOND_MODEL_MB,
        },
        ...turnRows('server (cold model)', server.judged, false),
        {
          measure: 'server: assistant audio frames late (> 40 ms)',
          value: `${server.lateness.late} of ${server.lateness.frames} (max ${ms(server.lateness.maxLatenessMs)})`,
          budget: '(reported)',
          ok: '',
        },
      ];
      if (!printed(rows, server)) missed = true;
    }
    if (ramps) {
      for (const [label, ramp] of [
        ['without a recogniser', ramps.off],
        ['with the built-in recogniser', ramps.on],
      ] as const) {
        console.log(`\n(4) ramp ${label}: visitors answer every question with real speech`);
        console.table(rampRows(ramp));
      }
      console.log(
        `Sessions held with no late frame, recording on: with the recogniser ${ramps.on.sustained} (${ramps.on.how}), without ${ramps.off.sustained} (${ramps.off.how})`,
      );
    }
    if (sessionLog.length > 0) {
      console.log(
        `sessions logged ${sessionLog.length} lines, e.g.\n  ${sessionLog.slice(0, 5).join('\n  ')}`,
      );
    }
    if (recordingTrouble.length > 0) {
      console.log(`recordings: ${recordingTrouble.length} notes, e.g. ${recordingTrouble[0]}`);
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    await recognizer.close();
  }
  return missed ? 1 : 0;
}

await exitWithCodeOf(main);
