import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MP3_KBPS, RECORDING_SAMPLE_RATE, type RecordingFileFormat } from './recording-format.ts';
import type { TimelineBlock } from './two-track-timeline.ts';

/** Bytes of both files that one block (or the final flush) turned into. */
export interface EncodedBytes {
  mono: Uint8Array;
  stereo: Uint8Array;
}

/** One recording being encoded. Blocks are encoded in the order they are given. */
export interface EncoderStream {
  /** Queues a block; its bytes reach `onBytes` later, in order. */
  encode(block: TimelineBlock): void;
  /** Flushes the encoder; resolves once the last bytes were handed to `onBytes`. */
  close(): Promise<void>;
}

/** Encoder threads shared by every call of a platform. */
export interface EncoderPool {
  /**
   * Starts encoding a recording. `onBytes` gets the encoded bytes in order; `onError` is called
   * once if the encoder fails (the stream is then dead and `close()` rejects).
   */
  open(
    format: RecordingFileFormat,
    onBytes: (bytes: EncodedBytes) => void,
    onError: (error: Error) => void,
  ): EncoderStream;
  /** Seconds of call audio handed to the encoders and not yet encoded, all calls together. */
  backlogSeconds(): number;
  /** Stops the threads (open streams fail). */
  close(): Promise<void>;
}

/** Options of {@link createEncoderPool}. */
export interface EncoderPoolOptions {
  /**
   * Encoder threads (default: one per core but one, at least one, at most 4: a core stays free
   * for the thread that paces live call audio, which nice alone does not guarantee — with an
   * encoder on every core, late frames appeared at 120–160 calls instead of 400). They run at
   * the lowest priority (nice 19 on Linux), so they only take CPU the calls leave over. MP3
   * encoding costs about 1 s of CPU per recorded minute: a free core keeps up with about 50
   * concurrent calls.
   */
  threads?: number;
}

type WorkerReply =
  | {
      type: 'encoded' | 'closed';
      id: number;
      mono: Uint8Array;
      stereo: Uint8Array;
      samples: number;
    }
  | { type: 'failed'; id: number; error: string };

interface OpenStream {
  onBytes(bytes: EncodedBytes): void;
  onError(error: Error): void;
  onClosed?: () => void;
  /** Samples sent and not yet answered. */
  pending: number;
}

interface EncoderThread {
  worker: Worker;
  streams: Map<number, OpenStream>;
}

/**
 * Worker threads that encode recordings (`encoder-worker.mjs`), so MP3 encoding never runs on
 * the thread that paces call audio. Each recording stays on one thread (its encoder's state
 * lives there); new recordings go to the thread with the fewest. A thread holds the process
 * open only while it has recordings, and one that dies fails only its own recordings.
 */
export function createEncoderPool(options: EncoderPoolOptions = {}): EncoderPool {
  const size = Math.max(1, Math.floor(options.threads ?? Math.min(4, availableParallelism() - 1)));
  const threads: (EncoderThread | null)[] = Array.from({ length: size }, () => null);
  let nextId = 1;
  let backlogSamples = 0;

  function fail(thread: EncoderThread, error: Error) {
    const index = threads.indexOf(thread);
    if (index >= 0) threads[index] = null;
    for (const stream of thread.streams.values()) {
      backlogSamples -= stream.pending;
      stream.onError(error);
    }
    thread.streams.clear();
    void thread.worker.terminate();
  }

  function holdProcess(thread: EncoderThread) {
    if (thread.streams.size > 0) thread.worker.ref();
    else thread.worker.unref();
  }

  function start(index: number): EncoderThread {
    const worker = new Worker(new URL('./encoder-worker.mjs', import.meta.url));
    const thread: EncoderThread = { worker, streams: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      const stream = thread.streams.get(reply.id);
      if (!stream) return;
      if (reply.type === 'failed') {
        thread.streams.delete(reply.id);
        backlogSamples -= stream.pending;
        stream.onError(new Error(`The recording encoder failed: ${reply.error}`));
      } else {
        stream.pending -= reply.samples;
        backlogSamples -= reply.samples;
        stream.onBytes({ mono: reply.mono, stereo: reply.stereo });
        if (reply.type === 'closed') {
          thread.streams.delete(reply.id);
          stream.onClosed?.();
        }
      }
      holdProcess(thread);
    });
    worker.on('error', (error) => fail(thread, error));
    worker.on('exit', (code) => fail(thread, new Error(`The encoder thread exited (${code}).`)));
    threads[index] = thread;
    return thread;
  }

  function leastBusy(): EncoderThread {
    let best = 0;
    for (let i = 1; i < threads.length; i++) {
      if ((threads[i]?.streams.size ?? 0) < (threads[best]?.streams.size ?? 0)) best = i;
    }
    return threads[best] ?? start(best);
  }

  return {
    open(format, onBytes, onError) {
      const thread = leastBusy();
      const id = nextId++;
      const stream: OpenStream = { onBytes, onError, pending: 0 };
      thread.streams.set(id, stream);
      holdProcess(thread);
      thread.worker.postMessage({
        type: 'open',
        id,
        format,
        sampleRate: RECORDING_SAMPLE_RATE,
        kbps: MP3_KBPS,
      });
      let closing: Promise<void> | null = null;
      return {
        encode(block) {
          if (closing || !thread.streams.has(id)) return;
          stream.pending += block.visitor.length;
          backlogSamples += block.visitor.length;
          thread.worker.postMessage({ type: 'encode', id, ...block }, [
            block.visitor.buffer as ArrayBuffer,
            block.assistant.buffer as ArrayBuffer,
          ]);
        },
        close() {
          closing ??= new Promise<void>((resolve, reject) => {
            if (!thread.streams.has(id)) return reject(new Error('The recording encoder failed.'));
            stream.onClosed = resolve;
            const onError = stream.onError;
            stream.onError = (error) => {
              onError(error);
              reject(error);
            };
            thread.worker.postMessage({ type: 'close', id });
          });
          return closing;
        },
      };
    },

    backlogSeconds: () => backlogSamples / RECORDING_SAMPLE_RATE,

    async close() {
      const running = threads.filter((thread): thread is EncoderThread => thread !== null);
      threads.fill(null);
      await Promise.all(
        running.map(async (thread) => {
          thread.worker.removeAllListeners('exit');
          for (const stream of thread.streams.values()) {
            stream.onError(new Error('The recording encoders were stopped.'));
          }
          thread.streams.clear();
          await thread.worker.terminate();
        }),
      );
      backlogSamples = 0;
    },
  };
}
