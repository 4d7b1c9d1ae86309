// @ts-check
// A stand-in for moonshine-worker.mjs in tests of the recogniser's plumbing (pieces, memory,
// queue): it speaks the same messages, answers each piece with its length and the order it came
// in ("piece 3: 192000 samples"), and takes 20 ms per second of audio (a model on a fast
// machine), so a test sees which pieces were transcribed, and in what order.
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('counting-recognizer-worker.mjs must run as a worker thread.');
const port = parentPort;
const MS_PER_SECOND = 20;
let count = 0;
let cancelledId = 0;

port.on('message', async (/** @type {any} */ request) => {
  if (request.type === 'cancel') {
    cancelledId = request.id;
    return;
  }
  count += 1;
  const text = `piece ${count}: ${request.pcm.length} samples`;
  const steps = Math.ceil(((request.pcm.length / 16_000) * MS_PER_SECOND) / 10);
  for (let step = 0; step < steps; step++) {
    if (cancelledId === request.id) return port.postMessage({ id: request.id, cancelled: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  port.postMessage({ id: request.id, text });
});
port.postMessage({ ready: true });
