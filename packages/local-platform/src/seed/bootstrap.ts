import { randomBytes, randomUUID } from 'node:crypto';
import { interviewAssistant } from '@vibe/voice-sdk/interview-assistant';
import type { PlatformDatabase } from '../db/database.ts';
import { platformKeys } from '../db/schema/keys.ts';
import { ensureOwner } from '../store/org-owner.ts';
import type { ResourceStore } from '../store/resource-store.ts';
import { recordAssistantVersion } from '../store/assistant-versions.ts';
import { findKey, findOrgId, findSeededAssistant } from './stored-keys.ts';

/** The platform's org, keys and seeded assistant after start. */
export interface Bootstrapped {
  orgId: string;
  keys: { privateKey: string; publicKey: string };
  assistantId: string;
}

/**
 * Makes sure, idempotently, that the org with its owner, the two keys and the interview
 * assistant exist. Keys given in options are registered; missing ones are generated once and
 * kept, so a restart answers the same keys.
 */
export async function bootstrap(
  db: PlatformDatabase,
  store: ResourceStore,
  options: {
    clock: () => Date;
    newId: () => string;
    keys?: { privateKey?: string; publicKey?: string };
    webhookUrl?: string;
  },
): Promise<Bootstrapped> {
  const orgId = await ensureOrg(db, store, options);
  const privateKey = await ensureKey(db, orgId, 'private', options.keys?.privateKey, options.clock);
  const publicKey = await ensureKey(db, orgId, 'public', options.keys?.publicKey, options.clock);
  const assistantId = await ensureAssistant(db, store, orgId, options);
  return { orgId, keys: { privateKey, publicKey }, assistantId };
}

async function ensureOrg(
  db: PlatformDatabase,
  store: ResourceStore,
  options: { clock: () => Date; newId: () => string },
): Promise<string> {
  const existing = await findOrgId(db);
  const orgId = existing ?? options.newId();
  if (!existing) {
    await store.create(
      orgId,
      'org',
      {
        data: { name: 'Local platform', channel: 'default', hipaaEnabled: false },
        hidden: { jwtSecret: randomBytes(32).toString('base64url') },
      },
      { id: orgId },
    );
  }
  await ensureOwner(db, orgId, options);
  return orgId;
}

async function ensureKey(
  db: PlatformDatabase,
  orgId: string,
  tag: 'private' | 'public',
  given: string | undefined,
  clock: () => Date,
): Promise<string> {
  if (!given) {
    const existing = await findKey(db, orgId, tag);
    if (existing) return existing;
  }
  const value = given ?? randomUUID();
  await db
    .insert(platformKeys)
    .values({ value, orgId, tag, createdAt: clock() })
    .onConflictDoUpdate({ target: platformKeys.value, set: { orgId, tag } });
  return value;
}

async function ensureAssistant(
  db: PlatformDatabase,
  store: ResourceStore,
  orgId: string,
  options: { clock: () => Date; newId: () => string; webhookUrl?: string },
): Promise<string> {
  const existing = await findSeededAssistant(db, orgId);
  const wanted = interviewAssistant(options.webhookUrl);
  const afterWrite = recordAssistantVersion(options.newId, options.clock);
  if (!existing) {
    return (await store.create(orgId, 'assistant', { data: wanted }, { afterWrite })).id;
  }
  // Keep the server URL in step with the product's webhook route across restarts.
  const currentUrl = (existing.data.server as { url?: string } | undefined)?.url;
  if (currentUrl !== options.webhookUrl) {
    await store.update(
      orgId,
      'assistant',
      existing.id,
      (row) => {
        const { server: _server, ...rest } = row.data;
        return { data: options.webhookUrl ? { ...rest, server: wanted.server } : rest };
      },
      { afterWrite },
    );
  }
  return existing.id;
}
