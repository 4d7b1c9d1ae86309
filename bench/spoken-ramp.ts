// The spoken-call bench's ramp: more and more calls whose visitors answer every question with
// real speech (5-10 s), until the assistant's audio runs late; the same ramp as
// call-session.bench.ts's (late = > 40 ms behind schedule in two windows in a row at one level,
// since the machine is shared). Run once with the built-in recogniser and once without it.
// With SPOKEN_CALLS_PROFILE=<folder>, the engine thread is profiled during every window of the
// run with the recogniser, one .cpuprofile per level up to 120 sessions whether frames run late
// or not (the profiler slows the thread: such a run tells where the time goes, not the ceiling).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance as perf } from 'node:perf_hooks';
import type { LocalRecognizer, SessionAssistant } from '@vibe/local-platform';
import type { CallSessionsUnderTest } from '@vibe/local-platform/testing';
import { type Lateness, startSpokenCallClients, type SpokenTurn } from './spoken-call-clients.ts';
import type { SpokenAnswer } from './spoken-answers.ts';
import { startProfile } from './thread-profile.ts';

export const RAMP = [10, 20, 30, 40, 60, 80, 100, 120, 160, 200, 250, 300, 400];
const SETTLE_MS = 2_000;
const WINDOW_MS = 6_000;
const RAMP_TIME_LIMIT_MS = 150_000;
/** A profiled ramp goes on, late frames or not, up to this many sessions. */
const PROFILE_UP_TO = 120;

/** One measured window of the ramp. */
export interface RampWindow {
  sessions: number;
  lateness: Lateness;
  engineLoopP99Ms: number;
  engineLoopMaxMs: number;
  /** Whole process: engine, clients, recogniser and encoder threads, in % of a core. */
  cpuPercent: number;
  enginePercent: number;
  /** Pieces waiting for the recogniser at the end of the window. */
  recognizerWaiting: number;
  /** The window on the clients' clock, to find the turns that ended in it. */
  from: number;
  to: number;
}

export interface RampResult {
  windows: RampWindow[];
  /** The most sessions held with no late frame. */
  sustained: number;
  /** Why the ramp stopped. */
  how: string;
  /** Every spoken turn of the ramp (finals collected a few seconds after the last window). */
  turns: SpokenTurn[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function spokenRamp(
  platform: CallSessionsUnderTest,
  interviewer: SessionAssistant,
  answers: SpokenAnswer[],
  recognizer: LocalRecognizer | null,
  profileDir: string | null,
): Promise<RampResult> {
  const clients = startSpokenCallClients();
  await clients.answers(answers);
  const engineLoop = monitorEventLoopDelay({ resolution: 10 });
  engineLoop.enable();
  const windows: RampWindow[] = [];
  const open = (count: number) =>
    clients.connect(
      Array.from({ length: count }, () => platform.createCall(interviewer).url),
      true,
    );
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  // Warm up the clients' thread and the engine's paths before measuring anything.
  await open(5);
  await sleep(4_000);
  const measure = async (sessions: number) => {
    const file = profileDir && join(profileDir, `ramp-${sessions}-${windows.length}.cpuprofile`);
    const stopProfile = await startProfile(file);
    const from = await clients.reset();
    engineLoop.reset();
    const cpuBefore = process.cpuUsage();
    const loopBefore = perf.eventLoopUtilization();
    await sleep(WINDOW_MS);
    const cpu = process.cpuUsage(cpuBefore);
    const engine = perf.eventLoopUtilization(loopBefore).utilization;
    const { lateness, at } = await clients.report();
    await stopProfile();
    const window: RampWindow = {
      sessions,
      lateness,
      engineLoopP99Ms: engineLoop.percentile(99) / 1e6,
      engineLoopMaxMs: engineLoop.max / 1e6,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / WINDOW_MS) * 100,
      enginePercent: engine * 100,
      recognizerWaiting: recognizer?.waiting() ?? 0,
      from,
      to: at,
    };
    windows.push(window);
    return window;
  };
  const began = performance.now();
  let connected = 5;
  let sustained = 0;
  let how = profileDir
    ? `profiled up to ${PROFILE_UP_TO} sessions: no ceiling`
    : 'the top of the ramp, without late frames';
  for (const target of RAMP) {
    if (profileDir && target > PROFILE_UP_TO) break;
    if (performance.now() - began > RAMP_TIME_LIMIT_MS) {
      how = 'the ramp hit its time limit';
      break;
    }
    await open(Math.max(0, target - connected));
    connected = target;
    await sleep(SETTLE_MS);
    let window = await measure(target);
    // Profiled, the thread runs late sooner: such a run only profiles, up to the usual ceiling.
    if (profileDir) continue;
    // The machine is shared: one stall from another process is not this engine's limit.
    if (window.lateness.late > 0) window = await measure(target);
    const active = platform.sessions.activeCount();
    if (active < target) {
      how = `only ${active} of ${target} sessions were still running`;
      break;
    }
    if (window.lateness.late > 0) {
      how = `late frames appeared at ${target}`;
      break;
    }
    sustained = target;
  }
  // Let the last turns' words land before collecting them.
  await sleep(5_000);
  const { turns } = await clients.turns();
  await clients.stop();
  // Calls still waiting for words finish later (the caller closes the platform).
  const deadline = performance.now() + 15_000;
  while (platform.sessions.activeCount() > 0 && performance.now() < deadline) await sleep(100);
  return { windows, sustained, how, turns };
}
