import { zValidator } from '@hono/zod-validator';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { every } from 'hono/combine';
import type { z } from 'zod';
import { strictUtf8Body } from '../middleware/utf8-body.ts';
import { ApiError } from './api-error.ts';

/**
 * Validates the JSON body against `schema`; a mismatch is `400 invalid_body` naming the first
 * bad field (an e-mail that is over-long or breaks the e-mail rule is `400 invalid_email`), and
 * so are bytes that are not UTF-8.
 * Read the result with `c.req.valid('json')`. Malformed JSON is rejected by Hono before the
 * schema runs.
 * @example app.post('/x', validateJson(onboardingBodySchema), (c) => c.json(c.req.valid('json')))
 */
export function validateJson<T extends z.ZodType>(schema: T) {
  const validator = zValidator('json', schema, (result) => {
    if (!result.success) throw toApiError(result.error);
  });
  // `every` loses the validator's input typing that `c.req.valid('json')` reads; it is the same
  // middleware, run after the UTF-8 check.
  return every(strictUtf8Body, validator) as unknown as typeof validator;
}

/** The API error for a failed validation. */
export function toApiError(error: z.core.$ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  if (issue?.path[0] === 'email' && issue.code === 'too_big') {
    return new ApiError(400, API_ERROR_CODES.invalidEmail, 'The e-mail address is too long.');
  }
  // `emailSchema` (@vibe/contracts/api-schemas) marks an address that breaks the e-mail rule.
  if (issue?.code === 'custom' && issue.params?.['code'] === API_ERROR_CODES.invalidEmail) {
    return new ApiError(400, API_ERROR_CODES.invalidEmail, 'Please enter a valid email address.');
  }
  const what = field ? `${field}: ${issue?.message}` : (issue?.message ?? 'invalid body');
  return new ApiError(400, API_ERROR_CODES.invalidBody, `Invalid request body (${what}).`);
}
