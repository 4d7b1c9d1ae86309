// @ts-check
// Worker thread that runs the Moonshine speech recogniser (moonshine-model.mjs): it loads the
// model once, says `ready`, then transcribes one piece of audio at a time. Transcription keeps a
// core busy for up to a second, so it must never run on the thread that paces call audio. Kept
// in plain JavaScript so it starts the same under Node, tsx and Vitest (their TypeScript
// loaders do not reach worker threads on Node 20) and from the built server.
import { parentPort } from 'node:worker_threads';
import { loadMoonshineModel } from './moonshine-model.mjs';

if (!parentPort) throw new Error('moonshine-worker.mjs must run as a worker thread.');
const port = parentPort;

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** @param {Awaited<ReturnType<typeof loadMoonshineModel>>} model */
function serve(model) {
  // One piece at a time: the pool sends the next only once this one is answered.
  port.on('message', async (/** @type {{ id: number, pcm: Int16Array }} */ job) => {
    try {
      port.postMessage({ id: job.id, text: await model.transcribe(job.pcm) });
    } catch (error) {
      port.postMessage({ id: job.id, error: messageOf(error) });
    }
  });
  port.postMessage({ ready: true });
}

await loadMoonshineModel().then(serve, (error) => {
  // The pool stops this thread when it reads this.
  port.postMessage({ failed: `could not load the speech model: ${messageOf(error)}` });
});
