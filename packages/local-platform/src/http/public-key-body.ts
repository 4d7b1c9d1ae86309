// What a public key may not put in a web call or web chat. A public key is handed to every
// visitor (the landing page's `GET /api/voice-config`), so nothing it sends may choose where the
// platform sends requests or credentials: no server URL or headers (the end-of-call report would
// carry the product's webhook secret there), no tools, knowledge bases, hooks or credentials
// (each makes the platform call out), and no URL in place of a value the platform would fetch.
// Those come only from the private key: the stored assistant, squad or workflow.
import { isPlainObject } from './deep-merge.ts';
import { badRequest } from './errors.ts';

/**
 * The parts of a body that define what runs (the rest — input, name, stream — is data); the
 * customer too, whose schema carries `assistantOverrides` of its own.
 */
const ASSISTANT_PARTS = [
  'assistant',
  'assistantOverrides',
  'squad',
  'squadOverrides',
  'workflow',
  'workflowOverrides',
  'customer',
];

/** The caller's own values, which the platform never fetches or sends anywhere but back. */
const FREE_FIELDS = new Set(['metadata', 'variableValues']);

/**
 * Fields of the provider's schema (Assistant, its model, voice and transcriber, squads,
 * workflows, tools) that make the platform fetch a URL or send a credential: server targets and
 * their headers, which messages go there, tools and their servers, knowledge bases, hooks,
 * credentials and the transports and plans that use them.
 */
const SERVER_FIELDS = new Set([
  'server',
  'serverUrl',
  'serverUrlSecret',
  'serverMessages',
  'url',
  'headers',
  'credentials',
  'credentialId',
  'credentialIds',
  'tools',
  'tools:append',
  'toolIds',
  'toolRefs',
  'knowledgeBase',
  'knowledgeBaseId',
  'knowledgeBases',
  'hooks',
  'transportConfigurations',
  'observabilityPlan',
  'bucketPlan',
  'callbackUrl',
  'holdAudioUrl',
  'realtimeUrl',
]);

/** A value that is a URL as a whole (an audio file, a server): the platform would fetch it. */
const WHOLE_URL = /^\s*[a-z][a-z\d+.-]*:\/\/\S+\s*$/i;

/** Deeper than this is refused outright (no assistant is nested anywhere near it). */
const MAX_DEPTH = 32;
/** Problems named in one answer at most. */
const MAX_PROBLEMS = 20;

const WHY =
  'the platform sends reports, tool calls and credentials only where the private key set them';

/**
 * The fields of a public-key call or chat body that it may not set, one message each (empty
 * when the body is fine), e.g. `assistantOverrides.server may not be set with a public key …`.
 */
export function publicKeyBodyProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, path: string, depth: number): void => {
    if (problems.length >= MAX_PROBLEMS) return;
    if (depth > MAX_DEPTH) {
      problems.push(`${path} is nested too deeply`);
      return;
    }
    if (typeof value === 'string') {
      if (WHOLE_URL.test(value))
        problems.push(`${path} may not be a URL with a public key (${WHY})`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`, depth + 1));
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (FREE_FIELDS.has(key)) continue;
      const childPath = `${path}.${key}`;
      if (SERVER_FIELDS.has(key))
        problems.push(`${childPath} may not be set with a public key (${WHY})`);
      else visit(child, childPath, depth + 1);
      if (problems.length >= MAX_PROBLEMS) return;
    }
  };
  for (const part of ASSISTANT_PARTS) {
    if (part in body) visit(body[part], part, 0);
  }
  return problems;
}

/** Where a web call or web chat overrides the stored assistant, squad or workflow. */
const OVERRIDE_PARTS: readonly (readonly string[])[] = [
  ['assistantOverrides'],
  ['squadOverrides'],
  ['workflowOverrides'],
  ['customer', 'assistantOverrides'],
];

const OVERRIDE_WHY = 'a public key may override only variableValues and metadata';

/**
 * The overrides a public key may not make, one message each: anything but `variableValues` and
 * `metadata` (the caller's own values) in `assistantOverrides`, `squadOverrides`,
 * `workflowOverrides` or `customer.assistantOverrides`. The owner's first message, timeouts,
 * voice, model and script hold for every visitor.
 */
export function publicKeyOverrideProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const part of OVERRIDE_PARTS) {
    let value: unknown = body;
    for (const key of part) value = isPlainObject(value) ? value[key] : undefined;
    if (value === undefined || value === null) continue;
    const path = part.join('.');
    if (!isPlainObject(value)) {
      problems.push(`${path} must be an object (${OVERRIDE_WHY})`);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FREE_FIELDS.has(key)) continue;
      problems.push(
        SERVER_FIELDS.has(key)
          ? `${path}.${key} may not be set with a public key (${WHY})`
          : `${path}.${key} may not be overridden with a public key (${OVERRIDE_WHY})`,
      );
      if (problems.length >= MAX_PROBLEMS) return problems;
    }
  }
  return problems;
}

/**
 * Refuses (400, the provider's validation body with one message per field) a public-key body
 * that sets anywhere a field of {@link publicKeyBodyProblems} (named first: they say why) or
 * overrides anything but variableValues and metadata ({@link publicKeyOverrideProblems}).
 */
export function refusePublicKeyBody(body: Record<string, unknown>): void {
  const problems = [
    ...new Set([...publicKeyBodyProblems(body), ...publicKeyOverrideProblems(body)]),
  ].slice(0, MAX_PROBLEMS);
  if (problems.length) throw badRequest(problems);
}

/**
 * Checks a public-key body before its schema, so that a refused field is named as such whatever
 * its value (e.g. an overridden `voice` of another provider's shape); other bodies pass as sent.
 */
export function checkedPublicKeyBody(body: unknown): unknown {
  if (isPlainObject(body)) refusePublicKeyBody(body);
  return body;
}
