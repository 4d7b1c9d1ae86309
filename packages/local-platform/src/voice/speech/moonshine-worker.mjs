// @ts-check
// Worker thread that runs the Moonshine speech recogniser (moonshine-model.mjs): it loads the
// model once, says `ready`, then transcribes one batch of pieces at a time, and gives one up
// when asked (a partial transcript whose thread a final needs), and ends by itself when told to stop.
// Transcription keeps a core busy for up to a second, so it must never run on the thread that
// paces call audio. Kept in plain JavaScript so it starts the same under Node, tsx and Vitest (their TypeScript
// loaders do not reach worker threads on Node 20) and from the built server.
import { parentPort } from 'node:worker_threads';
import { loadMoonshineModel } from './moonshine-model.mjs';

if (!parentPort) throw new Error('moonshine-worker.mjs must run as a worker thread.');
const port = parentPort;

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @typedef {{ type: 'transcribe', id: number, pcms: Int16Array[] }
 *   | { type: 'cancel', id: number }
 *   | { type: 'stop' }} Request
 */

/** @param {Awaited<ReturnType<typeof loadMoonshineModel>>} model */
function serve(model) {
  // The batch to give up on: the model checks between tokens, while this thread reads messages.
  let cancelledId = 0;
  // The batch being transcribed (0: none), and whether the pool asked this thread to end.
  let runningId = 0;
  let stopping = false;
  // Ends the thread by letting its event loop run dry, never while onnxruntime runs: a thread
  // terminated inside a run aborts the whole process.
  const finish = async () => {
    await model.close();
    port.close();
  };
  // One batch at a time: the pool sends the next only once this one is answered.
  port.on('message', async (/** @type {Request} */ request) => {
    if (request.type === 'stop') {
      stopping = true;
      if (runningId === 0) await finish();
      return;
    }
    if (request.type === 'cancel') {
      cancelledId = request.id;
      return;
    }
    if (stopping) return;
    const { id, pcms } = request;
    runningId = id;
    try {
      const texts = await model.transcribe(pcms, () => stopping || cancelledId === id);
      port.postMessage(texts === null ? { id, cancelled: true } : { id, texts });
    } catch (error) {
      port.postMessage({ id, error: messageOf(error) });
    }
    runningId = 0;
    if (stopping) await finish();
  });
  port.postMessage({ ready: true });
}

await loadMoonshineModel().then(serve, (error) => {
  // The pool stops this thread when it reads this.
  port.postMessage({ failed: `could not load the speech model: ${messageOf(error)}` });
});
