import { isEspeakVoiceId } from '../voice/espeak-voice.ts';

/**
 * The local platform's own providers, an extension of the provider's API: the scripted model
 * (`model.provider: 'local'`), the local synthesizer (`voice.provider: 'local'`, or `'espeak'`
 * with an eSpeak NG voice name) and the local recognizer (`transcriber.provider: 'local'`). The
 * platform seeds its interview assistant with them, so its API must take them back: a client
 * that reads the assistant and sends it again (the product's Interview screen does) is not
 * refused. A call's `assistantOverrides` may name them too (a call placed with the private key
 * that runs another interview on the seeded assistant, as the Interview screen's test call does).
 * The OpenAPI description knows none of them, so these fields are checked here and the rest of
 * the body against the description.
 */
export const LOCAL_PROVIDER = 'local';

/** The operations whose body is an assistant. */
const ASSISTANT_OPERATIONS = new Set(['POST /assistant', 'PATCH /assistant/{id}']);
/** The operations whose body's `assistantOverrides` are assistant fields. */
const CALL_OPERATIONS = new Set(['POST /call', 'POST /call/phone', 'POST /call/web']);

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const checks: Record<string, { providers: string[]; check: (field: Body) => string[] }> = {
  model: {
    providers: [LOCAL_PROVIDER],
    check: (model) => [
      ...(model.model !== undefined && typeof model.model !== 'string'
        ? ['model.model must be a string']
        : []),
      ...(model.messages !== undefined && !Array.isArray(model.messages)
        ? ['model.messages must be an array']
        : []),
    ],
  },
  voice: {
    providers: [LOCAL_PROVIDER, 'espeak'],
    check: (voice) =>
      isEspeakVoiceId(voice.voiceId)
        ? []
        : ['voice.voiceId must be a voice of the local synthesizer (an eSpeak NG voice name)'],
  },
  transcriber: {
    providers: [LOCAL_PROVIDER],
    check: (transcriber) =>
      transcriber.language !== undefined && typeof transcriber.language !== 'string'
        ? ['transcriber.language must be a string']
        : [],
  },
};

/** Splits assistant fields; each problem is named under `path` (where they are in the body). */
function splitAssistant(assistant: Body, path: string): { rest: Body; problems: string[] } {
  const rest: Body = { ...assistant };
  const problems: string[] = [];
  for (const [field, { providers, check }] of Object.entries(checks)) {
    const value = assistant[field];
    if (!isObject(value) || !providers.includes(value.provider as string)) continue;
    delete rest[field];
    problems.push(...check(value).map((problem) => `${path}${problem}`));
  }
  return { rest, problems };
}

/**
 * Splits an assistant body (or a call's `assistantOverrides`): the fields that name a local
 * provider, checked here (their problems), and the rest, for the OpenAPI description. Other
 * operations pass unchanged.
 */
export function splitLocalProviders(
  operation: string,
  body: Body,
): { rest: Body; problems: string[] } {
  if (ASSISTANT_OPERATIONS.has(operation)) return splitAssistant(body, '');
  if (CALL_OPERATIONS.has(operation) && isObject(body.assistantOverrides)) {
    const split = splitAssistant(body.assistantOverrides, 'assistantOverrides.');
    return { rest: { ...body, assistantOverrides: split.rest }, problems: split.problems };
  }
  return { rest: body, problems: [] };
}
