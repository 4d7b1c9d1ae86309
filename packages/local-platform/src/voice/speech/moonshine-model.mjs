// @ts-check
// The Moonshine tiny English speech recogniser (MIT licence; int8 ONNX weights shipped in the
// `@moonshine-ai/moonshine-js` package) run with onnxruntime-node: an encoder turns up to ~20 s
// of 16 kHz audio into hidden states, and a decoder with a key/value cache writes the text one
// token at a time. Greedy: a beam search of four was tried; on the bench voices it had 16 % of
// words wrong against 19 %, in twice the time, which a visitor waiting for a reply would feel.
// Plain JavaScript so that the worker thread that imports it starts the same under Node, tsx and
// Vitest, and in the built server.
import ort from 'onnxruntime-node';
import llamaTokenizer from 'llama-tokenizer-js';

const SAMPLE_RATE = 16_000;
/** The tiny model's decoder: 6 layers, 8 key/value heads of 36 dimensions. */
const LAYERS = 6;
const HEADS = 8;
const HEAD_DIM = 36;
const START_TOKEN = 1;
const END_TOKEN = 2;
/**
 * Most tokens one second of audio can need. English speech runs at 2–4 tokens a second; the
 * limit only stops a decoder that never ends (the reference implementation allows 6).
 */
const MAX_TOKENS_PER_SECOND = 6.5;
/** A few words need a few tokens, however short the audio. */
const MIN_MAX_TOKENS = 12;
/**
 * Silence added on both sides of a piece: without it the model drops or garbles words at the
 * edges (measured on the corpus's texts read by its eight voices: 21 % of words wrong without,
 * 19 % with 0.5 s).
 */
const PAD_SAMPLES = SAMPLE_RATE / 2;

/**
 * Where the model files are: beside the package's entry point (`dist/moonshine.min.js`). The
 * package exports nothing else, so its folder is found through the entry point.
 */
function moonshineModelDir() {
  return new URL('model/tiny/quantized/', import.meta.resolve('@moonshine-ai/moonshine-js'));
}

/**
 * Loads the encoder and decoder (about a second; with onnxruntime's buffers, the thread then
 * holds about 170 MB). Each session runs on the calling thread alone (`intraOpNumThreads: 1`):
 * parallelism comes from running several workers (two threads for one session, measured with
 * 20 calls speaking at once on two cores, made transcripts slower and call audio late).
 *
 * The encoder runs without onnxruntime's memory arena, which would keep the memory of its
 * largest run for good: it runs once per batch, on buffers of megabytes, so allocating them
 * afresh costs nothing measurable, while the decoder, run once per token on small buffers,
 * keeps its arena (without it, transcription took three times as long).
 *
 * @example
 * const model = await loadMoonshineModel();
 * await model.transcribe([pcm16k]); // ["I build tools for teachers."]
 */
export async function loadMoonshineModel() {
  const dir = moonshineModelDir();
  /** @type {import('onnxruntime-node').InferenceSession.SessionOptions} */
  const options = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential' };
  const encoder = await ort.InferenceSession.create(
    decodeURIComponent(new URL('encoder_model.onnx', dir).pathname),
    { ...options, enableCpuMemArena: false },
  );
  const decoder = await ort.InferenceSession.create(
    decodeURIComponent(new URL('decoder_model_merged.onnx', dir).pathname),
    options,
  );

  /**
   * The encoder's hidden states for each row of `audio` (`rows` × `width` samples), as one
   * batch for the decoder. Encoded one row at a time: the encoder gains nothing from a batch
   * (measured: six rows took six times one), and its working memory is then one row's, not the
   * batch's (with batches of six, the model added 50–70 MB less).
   * `null` when `cancelled()` said so between two rows.
   * @param {Float32Array} audio
   * @param {number} rows
   * @param {number} width
   * @param {() => boolean} cancelled
   */
  async function encodeRows(audio, rows, width, cancelled) {
    /** @type {Float32Array | undefined} */
    let joined;
    /** @type {readonly number[]} */
    let dims = [];
    for (let row = 0; row < rows; row++) {
      if (cancelled()) return null;
      const { last_hidden_state: state } = await encoder.run({
        input_values: new ort.Tensor('float32', audio.subarray(row * width, (row + 1) * width), [
          1,
          width,
        ]),
      });
      const data = /** @type {Float32Array} */ (
        /** @type {import('onnxruntime-node').Tensor} */ (state).data
      );
      dims = /** @type {import('onnxruntime-node').Tensor} */ (state).dims;
      joined ??= new Float32Array(rows * data.length);
      joined.set(data, row * data.length);
    }
    return new ort.Tensor('float32', /** @type {Float32Array} */ (joined), [
      rows,
      ...dims.slice(1),
    ]);
  }

  /**
   * Transcribes stretches of speech (16 kHz mono, each at most ~20 s: the model was trained on
   * clips of that length) in one batch: their audio is padded with silence to the longest and
   * run through the model together, which costs far less than one at a time (measured on two
   * cores: 20 answers of 8 s in 124 ms each, against 297 ms alone), since each decoding step
   * reads the weights once for every row. Answers their texts, empty where no words came out,
   * or `null` when `cancelled()` said so between two steps (each takes at most a tenth of a
   * second).
   * @param {Int16Array[]} pcms
   * @param {() => boolean} [cancelled]
   * @returns {Promise<string[] | null>}
   */
  async function transcribe(pcms, cancelled = () => false) {
    const rows = pcms.length;
    const longest = Math.max(...pcms.map((pcm) => pcm.length));
    const width = longest + 2 * PAD_SAMPLES;
    const audio = new Float32Array(rows * width);
    pcms.forEach((pcm, row) => {
      const at = row * width + PAD_SAMPLES;
      for (let i = 0; i < pcm.length; i++) audio[at + i] = /** @type {number} */ (pcm[i]) / 32768;
    });
    const hidden = await encodeRows(audio, rows, width, cancelled);
    if (!hidden) return null;
    const maxTokens = pcms.map((pcm) =>
      Math.max(MIN_MAX_TOKENS, Math.ceil((pcm.length / SAMPLE_RATE) * MAX_TOKENS_PER_SECOND)),
    );
    const emptyCache = new ort.Tensor('float32', new Float32Array(0), [rows, HEADS, 0, HEAD_DIM]);
    /** @type {Record<string, import('onnxruntime-node').Tensor>} */
    const cache = {};
    for (let layer = 0; layer < LAYERS; layer++) {
      for (const side of ['decoder', 'encoder']) {
        for (const part of ['key', 'value']) {
          cache[`past_key_values.${layer}.${side}.${part}`] = emptyCache;
        }
      }
    }
    /** @type {number[][]} */
    const tokens = pcms.map(() => []);
    const done = pcms.map(() => false);
    const previous = new BigInt64Array(rows).fill(BigInt(START_TOKEN));
    for (let step = 0; step < Math.max(...maxTokens) && done.includes(false); step++) {
      if (cancelled()) return null;
      const output = await decoder.run({
        input_ids: new ort.Tensor('int64', previous, [rows, 1]),
        encoder_hidden_states: hidden,
        use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
        ...cache,
      });
      for (const [name, value] of Object.entries(output)) {
        if (!name.startsWith('present.')) continue;
        const past = name.replace('present.', 'past_key_values.');
        // The encoder's keys and values depend on the audio alone: the first step's are kept.
        if (step === 0 || past.includes('.decoder.')) cache[past] = value;
      }
      const logits = /** @type {import('onnxruntime-node').Tensor} */ (output.logits);
      for (let row = 0; row < rows; row++) {
        if (done[row]) continue;
        const said = /** @type {number[]} */ (tokens[row]);
        const next = nextToken(logits, row, step === 0);
        // A row that ended keeps its place in the batch; what it decodes after is ignored.
        previous[row] = BigInt(next);
        if (next === END_TOKEN) {
          done[row] = true;
          continue;
        }
        said.push(next);
        const repeated = repeatedTail(said);
        // A decoder caught in a loop ("the the the …") says the rest once, and stops.
        if (repeated > 0) said.length -= repeated;
        if (repeated > 0 || said.length >= /** @type {number} */ (maxTokens[row])) done[row] = true;
      }
    }
    return tokens.map(textOf);
  }

  return {
    transcribe,
    async close() {
      await encoder.release();
      await decoder.release();
    },
  };
}

/**
 * How much likelier than any word the end must be to end a piece before its first word. The
 * model sometimes ends a piece of speech at once (measured: the end about 1.5 nats ahead of the
 * best word, on pieces that start in a pause), while on noise, beeps or a hum the end is 6 nats
 * ahead or more: in between, the piece holds words, and the best one is taken.
 */
const EARLY_END_MARGIN = 4;

/**
 * The most likely token of a row of the batch after its last position; at the first step, a word
 * rather than the end unless the end is far likelier (see {@link EARLY_END_MARGIN}).
 * @param {import('onnxruntime-node').Tensor} logits
 * @param {number} row
 * @param {boolean} first
 */
function nextToken(logits, row, first) {
  const values = /** @type {Float32Array} */ (logits.data);
  const vocabulary = /** @type {number} */ (logits.dims.at(-1));
  const rowLength = values.length / /** @type {number} */ (logits.dims[0]);
  const offset = row * rowLength + rowLength - vocabulary;
  let bestWord = END_TOKEN;
  let bestWordValue = -Infinity;
  for (let token = 0; token < vocabulary; token++) {
    const value = /** @type {number} */ (values[offset + token]);
    if (token !== END_TOKEN && value > bestWordValue) {
      bestWordValue = value;
      bestWord = token;
    }
  }
  const endValue = /** @type {number} */ (values[offset + END_TOKEN]);
  if (endValue <= bestWordValue) return bestWord;
  return first && endValue - bestWordValue < EARLY_END_MARGIN ? bestWord : END_TOKEN;
}

/** A phrase of this many tokens or fewer, said this many times in a row, is a decoding loop. */
const LOOP_PATTERNS = [
  { longest: 1, times: 6 },
  { longest: 4, times: 4 },
  { longest: 16, times: 3 },
];

/**
 * How many tokens at the end of `tokens` are extra copies of a phrase the decoder keeps saying
 * (0 when it is not looping). Short phrases need more repeats to count, since people do say
 * "no, no, no".
 * @param {number[]} tokens
 */
function repeatedTail(tokens) {
  let shortest = 1;
  for (const { longest, times } of LOOP_PATTERNS) {
    for (let length = shortest; length <= longest; length++) {
      if (tokens.length < length * times) break;
      if (endsWithRepeats(tokens, length, times)) return length * (times - 1);
    }
    shortest = longest + 1;
  }
  return 0;
}

/**
 * @param {number[]} tokens
 * @param {number} length
 * @param {number} times
 */
function endsWithRepeats(tokens, length, times) {
  const end = tokens.length;
  for (let copy = 1; copy < times; copy++) {
    for (let i = 1; i <= length; i++) {
      if (tokens[end - i] !== tokens[end - copy * length - i]) return false;
    }
  }
  return true;
}

/**
 * The text of the tokens (SentencePiece, the LLaMA vocabulary); ids the vocabulary does not
 * have are left out.
 * @param {number[]} tokens
 */
function textOf(tokens) {
  const known = tokens.filter(
    (token) => token > END_TOKEN && token < llamaTokenizer.vocabById.length,
  );
  return llamaTokenizer.decode(known, false, false).trim();
}
