import { isEspeakVoiceId } from '../voice/espeak-voice.ts';

/**
 * The local platform's own providers, an extension of the provider's API: the scripted model
 * (`model.provider: 'local'`), the local synthesizer (`voice.provider: 'local'`, or `'espeak'`
 * with an eSpeak NG voice name) and the local recognizer (`transcriber.provider: 'local'`). The
 * platform seeds its interview assistant with them, so its API must take them back: a client
 * that reads the assistant and sends it again (the product's Interview screen does) is not
 * refused. The OpenAPI description knows none of them, so these fields are checked here and
 * the rest of the body against the description.
 */
export const LOCAL_PROVIDER = 'local';

/** The operations whose body is an assistant. */
const ASSISTANT_OPERATIONS = new Set(['POST /assistant', 'PATCH /assistant/{id}']);

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

/**
 * Splits an assistant body: the fields that name a local provider, checked here (their
 * problems), and the rest, for the OpenAPI description. Other operations pass unchanged.
 */
export function splitLocalProviders(
  operation: string,
  body: Body,
): { rest: Body; problems: string[] } {
  if (!ASSISTANT_OPERATIONS.has(operation)) return { rest: body, problems: [] };
  const rest: Body = { ...body };
  const problems: string[] = [];
  for (const [field, { providers, check }] of Object.entries(checks)) {
    const value = body[field];
    if (!isObject(value) || !providers.includes(value.provider as string)) continue;
    delete rest[field];
    problems.push(...check(value));
  }
  return { rest, problems };
}
