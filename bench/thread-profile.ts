// Where the time goes in the call benches' ramps: a CPU profile of the calling thread (the
// session engine's) over a window, written as a .cpuprofile for a profile viewer and summed by
// category of self time; and the CPU each of the process's threads used (Linux's /proc), to
// tell the engine's share of the cores from the clients' and the encoders'.
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import type { Profiler, Runtime } from 'node:inspector';
import { Session } from 'node:inspector/promises';

/**
 * Starts profiling this thread when `file` is given, and answers a second later: starting stalls
 * the thread, and late frames otherwise open the window. The answer stops it, writes the profile
 * there and answers it; stop outside a measured window too.
 */
export async function startProfile(
  file: string | null,
): Promise<() => Promise<Profiler.Profile | null>> {
  if (!file) return async () => null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    return profile;
  };
}

/** The categories of a profile's self time, in the order they are reported. */
export const PROFILE_CATEGORIES = [
  'idle',
  'socket writes',
  'voice activity',
  'GC',
  'recordings',
  'ws',
  'session engine',
  'V8/native',
  'other',
] as const;
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];

/** A profile summed up: self time by category, in % of the window. */
export interface ProfileSummary {
  percent: Record<ProfileCategory, number>;
  /** The longest garbage collection (consecutive samples in the collector), ms. */
  longestGcMs: number;
  /**
   * The longest gap between two samples, ms. The profiler samples every millisecond, idle or
   * not: a long gap is time the thread (or the profiler's own thread) waited for a core.
   */
  longestGapMs: number;
}

const NATIVE_WRITES =
  /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|writeUcs2String|writevGeneric|writeGeneric|handleWriteReq)$/;

function categoryOf({ functionName, url }: Runtime.CallFrame): ProfileCategory {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(program)') return 'V8/native';
  if ((url === '' || url.startsWith('node:')) && NATIVE_WRITES.test(functionName)) {
    return 'socket writes';
  }
  if (url.includes('voice-activity')) return 'voice activity';
  if (/\/recordings\/|recording-feed|pglite|drizzle-orm/.test(url)) return 'recordings';
  if (url.includes('/node_modules/ws/')) return 'ws';
  if (url.includes('/local-platform/src/')) return 'session engine';
  return 'other';
}

/** Sums a profile's self time by category (a sample lasts until the next one). */
export function summariseProfile(profile: Profiler.Profile): ProfileSummary {
  const categories = new Map(profile.nodes.map((node) => [node.id, categoryOf(node.callFrame)]));
  const totals = Object.fromEntries(PROFILE_CATEGORIES.map((c) => [c, 0])) as Record<
    ProfileCategory,
    number
  >;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let longestGc = 0;
  let gc = 0;
  let longestGap = 0;
  for (let i = 0; i < samples.length; i++) {
    const us = deltas[i + 1] ?? 0;
    const category = categories.get(samples[i]!) ?? 'other';
    totals[category] += us;
    gc = category === 'GC' ? gc + us : 0;
    longestGc = Math.max(longestGc, gc);
    longestGap = Math.max(longestGap, us);
  }
  const whole = profile.endTime - profile.startTime;
  const percent = Object.fromEntries(
    PROFILE_CATEGORIES.map((c) => [c, (totals[c] / whole) * 100]),
  ) as Record<ProfileCategory, number>;
  return { percent, longestGcMs: longestGc / 1000, longestGapMs: longestGap / 1000 };
}

/** This thread's id in the operating system (Linux), or null. */
export function osThreadId(): number | null {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

/**
 * Each live thread of this process, by id (Linux): the CPU time it has used, the time it has
 * waited for a core while ready to run (ms), and its nice value.
 */
export type ThreadTimes = Map<number, { ms: number; waitedMs: number; nice: number }>;

/** Linux's clock ticks per second for thread times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

export function threadTimes(): ThreadTimes {
  const times: ThreadTimes = new Map();
  let ids: string[];
  try {
    ids = readdirSync('/proc/self/task');
  } catch {
    return times; // not Linux
  }
  for (const id of ids) {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      // Fields after the command's closing parenthesis, from the 3rd (state): utime is the
      // 14th, stime the 15th, nice the 19th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      // schedstat: time on a core, time waiting on a run queue (ns), time slices.
      const waitedNs = Number(
        readFileSync(`/proc/self/task/${id}/schedstat`, 'utf8').split(' ')[1],
      );
      times.set(Number(id), {
        ms: (ticks * 1000) / TICKS_PER_SECOND,
        waitedMs: waitedNs / 1e6,
        nice: Number(fields[16]),
      });
    } catch {
      // the thread ended meanwhile
    }
  }
  return times;
}

/** The process's CPU over a window, in % of one core, split by thread; and waits, in % of it. */
export interface ThreadSplit {
  /** The main thread (the session engine's). */
  main: number;
  /** The thread given as `clients`. */
  clients: number;
  /** Threads at the lowest priority (the recordings' encoders). */
  lowPriority: number;
  /** The rest: V8's and libuv's helper threads, other workers, threads that ended meanwhile. */
  other: number;
  /** How long the main thread was ready to run but waited for a core. */
  mainWaited: number;
  /** How long the `clients` thread was ready to run but waited for a core. */
  clientsWaited: number;
}

/**
 * Splits the process's CPU over a window between its threads, from {@link threadTimes} at both
 * ends and the whole process's CPU time over it (ms); null where threads cannot be read.
 */
export function threadSplit(
  before: ThreadTimes,
  after: ThreadTimes,
  processMs: number,
  windowMs: number,
  clients: number | null,
): ThreadSplit | null {
  if (after.size === 0) return null;
  const used = (id: number) => (after.get(id)?.ms ?? 0) - (before.get(id)?.ms ?? 0);
  const waited = (id: number) => (after.get(id)?.waitedMs ?? 0) - (before.get(id)?.waitedMs ?? 0);
  const main = used(process.pid);
  const client = clients === null ? 0 : used(clients);
  let lowPriority = 0;
  for (const [id, { nice }] of after) if (nice === 19) lowPriority += used(id);
  const percent = (ms: number) => (ms / windowMs) * 100;
  return {
    main: percent(main),
    clients: percent(client),
    lowPriority: percent(lowPriority),
    other: percent(Math.max(0, processMs - main - client - lowPriority)),
    mainWaited: percent(waited(process.pid)),
    clientsWaited: clients === null ? 0 : percent(waited(clients)),
  };
}
