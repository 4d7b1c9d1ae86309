// Values every server copy shares through the database (admin_settings).
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import {
  deleteSettingsStartingWith,
  insertSettingIfAbsent,
  readSetting,
  readSettingsStartingWith,
} from '../db/queries/admin-settings.ts';
import { hashInterviewToken, interviewTokenMatches } from '../lib/interview-token.ts';

const AUTH_SECRET = 'auth_secret';
/** Setup codes are kept one row each (`setup_code:<hash>`): every copy's printed code works. */
const SETUP_CODE_PREFIX = 'setup_code:';

/**
 * The secret that signs organiser sessions: `AUTH_SECRET` when set, otherwise one made at the
 * first start and kept in the database, so every copy and every restart shares it.
 */
export async function loadAuthSecret(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await insertSettingIfAbsent(db, AUTH_SECRET, randomBytes(32).toString('base64url'));
  const secret = await readSetting(db, AUTH_SECRET);
  if (!secret) throw new Error('the auth secret could not be stored');
  return secret;
}

/** Length of the first-run setup code (base32-ish letters, easy to type from a terminal). */
const SETUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Makes a new one-time setup code for the first-run form and stores only its hash. Codes printed
 * earlier (by another copy of the server, or an earlier start) stay valid until the first
 * organiser exists. Answers the code to print.
 */
export async function issueSetupCode(db: Database): Promise<string> {
  const bytes = randomBytes(12);
  const code = Array.from(bytes, (b) => SETUP_CODE_ALPHABET[b % SETUP_CODE_ALPHABET.length])
    .join('')
    .replace(/(.{4})(?=.)/g, '$1-');
  const value = hashInterviewToken(normaliseSetupCode(code));
  await insertSettingIfAbsent(db, `${SETUP_CODE_PREFIX}${value}`, value);
  return code;
}

function normaliseSetupCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** True when `code` is one of the setup codes printed since no organiser exists. */
export async function setupCodeMatches(db: Database, code: string): Promise<boolean> {
  const stored = await readSettingsStartingWith(db, SETUP_CODE_PREFIX);
  const given = normaliseSetupCode(code);
  // Every row is compared (constant time each), so the answer's timing names none of them.
  let found = false;
  for (const value of stored) found = interviewTokenMatches(given, value) || found;
  return found;
}

/** Forgets every setup code once the first organiser exists. */
export async function clearSetupCode(db: Database): Promise<void> {
  await deleteSettingsStartingWith(db, SETUP_CODE_PREFIX);
}
