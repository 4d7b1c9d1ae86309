// @ts-check
// A stand-in for moonshine-worker.mjs in tests of the recogniser's plumbing (pieces, memory,
// queue): it speaks the same messages, answers each piece of a batch with its length and the
// order it came in ("piece 3: 192000 samples"), and takes 20 ms per second of audio (a model on a
// fast machine), so a test sees which pieces were transcribed, and in what order. Told to stop, it
// ends between two steps, as the real worker does between two tokens.
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('counting-recognizer-worker.mjs must run as a worker thread.');
const port = parentPort;
const MS_PER_SECOND = 20;
let count = 0;
let cancelledId = 0;
let running = false;
let stopping = false;

port.on('message', async (/** @type {any} */ request) => {
  if (request.type === 'stop') {
    stopping = true;
    if (!running) port.close();
    return;
  }
  if (request.type === 'cancel') {
    cancelledId = request.id;
    return;
  }
  running = true;
  /** @type {Int16Array[]} */
  const pcms = request.pcms;
  const texts = pcms.map((pcm) => `piece ${(count += 1)}: ${pcm.length} samples`);
  const samples = pcms.reduce((sum, pcm) => sum + pcm.length, 0);
  const steps = Math.ceil(((samples / 16_000) * MS_PER_SECOND) / 10);
  /** @type {object} */
  let reply = { id: request.id, texts };
  for (let step = 0; step < steps; step++) {
    if (stopping || cancelledId === request.id) {
      reply = { id: request.id, cancelled: true };
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  port.postMessage(reply);
  running = false;
  if (stopping) port.close();
});
port.postMessage({ ready: true });
