import { randomBytes } from 'node:crypto';

/**
 * `chars` characters of random base64: a database cannot compress it away, so the storage a
 * test measures is what a real attacker would leave behind.
 */
export const randomText = (chars: number): string =>
  randomBytes(Math.ceil((chars * 3) / 4) + 1)
    .toString('base64')
    .slice(0, chars);

/**
 * A body for the anonymous credential webhook (`POST /credential/webhook`) with every field its
 * schema requires; a long `connectionId` pads it to a size.
 * @example credentialWebhookBody(randomText(64 * 1024))
 */
export const credentialWebhookBody = (connectionId = 'c1') => ({
  type: 'auth',
  operation: 'creation',
  from: 'nango',
  connectionId,
  authMode: 'OAUTH2',
  providerConfigKey: 'google',
  provider: 'google',
  environment: 'dev',
  success: true,
  endUser: { endUserId: 'u1' },
});
