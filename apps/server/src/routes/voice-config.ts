import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';
import { ApiError } from '../lib/api-error.ts';
import type { VoiceConfigProvider } from '../voice-config.ts';

/** `GET /api/voice-config`: the public key and assistant the landing page calls with. */
export function voiceConfigRoutes(provide: VoiceConfigProvider) {
  return new Hono().get('/', async (c) => {
    const voice = await provide(c.req.raw);
    if (!voice) {
      throw new ApiError(
        503,
        API_ERROR_CODES.voiceNotConfigured,
        'No voice platform is configured on this server.',
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.json(voice);
  });
}
