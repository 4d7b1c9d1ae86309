// @ts-check
// Worker thread that encodes call recordings: for each recording it receives aligned blocks of
// the visitor's and the assistant's audio and answers the bytes of the mono mix and of the
// stereo file (visitor left, assistant right), as MP3 (LAME, pure JavaScript) or 16-bit PCM.
// MP3 encoding costs about 1 s of CPU per recorded minute, so it must never run on the thread
// that paces call audio. Kept in plain JavaScript so it starts the same under Node, tsx and
// Vitest (their TypeScript loaders do not reach worker threads on Node 20).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

if (!parentPort) throw new Error('encoder-worker.mjs must run as a worker thread.');
const port = parentPort;

// Live audio comes first: when the machine is busy, this thread yields to the one that paces
// the calls (Linux gives each thread its own nice value; elsewhere this quietly does nothing).
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId)) setPriority(threadId, 19); // the lowest priority
} catch {
  // not Linux, or not allowed: run at normal priority
}

/**
 * @typedef {{ format: 'mp3', mono: Mp3Encoder, stereo: Mp3Encoder }
 *   | { format: 'wav' }} Recording
 */
/** @type {Map<number, Recording>} */
const recordings = new Map();

/** The mono mix: both sides added (they rarely overlap), clipped to 16 bits. */
function mix(/** @type {Int16Array} */ visitor, /** @type {Int16Array} */ assistant) {
  const out = new Int16Array(visitor.length);
  for (let i = 0; i < out.length; i++) {
    const sum = visitor[i] + assistant[i];
    out[i] = sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum;
  }
  return out;
}

/** Stereo PCM frames: left (visitor), right (assistant), left, right… */
function interleave(/** @type {Int16Array} */ left, /** @type {Int16Array} */ right) {
  const out = new Int16Array(left.length * 2);
  for (let i = 0; i < left.length; i++) {
    out[2 * i] = left[i];
    out[2 * i + 1] = right[i];
  }
  return out;
}

/** A fresh Uint8Array over its own buffer, so it can be transferred rather than copied. */
const bytesOf = (/** @type {ArrayBufferView} */ view) =>
  new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/**
 * @param {number} id
 * @param {Uint8Array} mono
 * @param {Uint8Array} stereo
 * @param {'encoded' | 'closed'} type
 * @param {number} samples
 */
function answer(id, mono, stereo, type, samples) {
  const transfer = [mono.buffer, stereo.buffer].filter(
    (buffer, index, all) => buffer.byteLength > 0 && all.indexOf(buffer) === index,
  );
  port.postMessage({ type, id, mono, stereo, samples }, /** @type {ArrayBuffer[]} */ (transfer));
}

/**
 * @param {{ type: 'open', id: number, format: 'mp3' | 'wav', sampleRate: number, kbps: { mono: number, stereo: number } }
 *   | { type: 'encode', id: number, visitor: Int16Array, assistant: Int16Array }
 *   | { type: 'close', id: number }} message
 */
function handle(message) {
  if (message.type === 'open') {
    const { id, format, sampleRate, kbps } = message;
    recordings.set(
      id,
      format === 'mp3'
        ? {
            format,
            mono: new Mp3Encoder(1, sampleRate, kbps.mono),
            stereo: new Mp3Encoder(2, sampleRate, kbps.stereo),
          }
        : { format },
    );
    return;
  }
  const recording = recordings.get(message.id);
  if (!recording) throw new Error(`No recording ${message.id} is open.`);
  if (message.type === 'encode') {
    const { visitor, assistant } = message;
    const mono = mix(visitor, assistant);
    if (recording.format === 'wav') {
      answer(
        message.id,
        bytesOf(mono),
        bytesOf(interleave(visitor, assistant)),
        'encoded',
        mono.length,
      );
    } else {
      answer(
        message.id,
        bytesOf(recording.mono.encodeBuffer(mono)),
        bytesOf(recording.stereo.encodeBuffer(visitor, assistant)),
        'encoded',
        mono.length,
      );
    }
    return;
  }
  recordings.delete(message.id);
  const empty = new Uint8Array(0);
  if (recording.format === 'wav') answer(message.id, empty, empty, 'closed', 0);
  else
    answer(
      message.id,
      bytesOf(recording.mono.flush()),
      bytesOf(recording.stereo.flush()),
      'closed',
      0,
    );
}

port.on('message', (message) => {
  try {
    handle(message);
  } catch (error) {
    recordings.delete(message.id);
    port.postMessage({ type: 'failed', id: message.id, error: String(error) });
  }
});
