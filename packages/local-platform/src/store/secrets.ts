import type { Write } from './resource-store.ts';

/** Field names that hold secrets: stored, never shown ("not returned in the API"). */
const secretPattern = /(apiKey|apiSecret|authToken|password|secret|privateKey|token)$/i;

/** True for a top-level field the API must not return. */
export function isSecretField(field: string): boolean {
  return secretPattern.test(field) && field !== 'tokenId';
}

/** Splits a body into what the API shows and the secrets kept hidden. */
export function splitSecrets(
  body: Record<string, unknown>,
  previous: Record<string, unknown> | null = null,
): Write {
  const data: Record<string, unknown> = {};
  const hidden: Record<string, unknown> = { ...(previous ?? {}) };
  for (const [field, value] of Object.entries(body)) {
    if (isSecretField(field)) hidden[field] = value;
    else data[field] = value;
  }
  return { data, hidden };
}
