import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBodyValidator, openapiDocumentFile } from './body-validator.ts';

describe('body validation', () => {
  const openapi = createBodyValidator();

  it('reads the SDK’s OpenAPI document through its package export', () => {
    expect(openapiDocumentFile).toMatch(/voice-sdk[\\/]openapi[\\/]platform\.yaml$/);
    expect(readFileSync(openapiDocumentFile, 'utf8')).toMatch(/^openapi: 3\.1\.0$/m);
  });

  it('takes the platform’s own providers on an assistant (an extension of the API) and checks them', () => {
    const local = {
      model: { provider: 'local', model: 'interview-script', messages: [] },
      voice: { provider: 'local', voiceId: 'en-gb' },
      transcriber: { provider: 'local', language: 'en' },
    };
    expect(openapi.validate('POST /assistant', { name: 'Interview', ...local })).toEqual([]);
    expect(openapi.validate('PATCH /assistant/{id}', local)).toEqual([]);
    expect(
      openapi.validate('PATCH /assistant/{id}', { voice: { provider: 'espeak', voiceId: 'de' } }),
    ).toEqual([]);
    expect(
      openapi.validate('PATCH /assistant/{id}', {
        voice: { provider: 'local', voiceId: 'Elliot' },
      }),
    ).toEqual(['voice.voiceId must be a voice of the local synthesizer (an eSpeak NG voice name)']);
    expect(
      openapi.validate('POST /assistant', { model: { provider: 'local', messages: 'hi' } }),
    ).toEqual(['model.messages must be an array']);
    // Any other provider is still the description's to check.
    expect(
      openapi.validate('PATCH /assistant/{id}', { model: { provider: 'teleport' } }),
    ).not.toEqual([]);
  });

  it('refuses the fields the platform sets', () => {
    expect(openapi.validate('POST /assistant', { id: 'x', createdAt: 'y' })).toEqual(
      expect.arrayContaining([
        'property id should not exist',
        'property createdAt should not exist',
      ]),
    );
  });

  it('checks a union by the branch its tag chooses, and names the allowed tags otherwise', () => {
    expect(openapi.validate('POST /tool', { type: 'apiRequest' })).toEqual([
      'method should not be empty',
      'url should not be empty',
    ]);
    const unknown = openapi.validate('POST /tool', { type: 'teleport' });
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatch(/^type must be one of the following values: apiRequest, dtmf/);
  });

  it('refuses `server` and `async` on the tools the platform runs itself', () => {
    const extras = { server: { url: 'https://example.com/hook' }, async: true };
    const apiRequest = { type: 'apiRequest', method: 'GET', url: 'https://example.com' };
    for (const tool of [apiRequest, { type: 'transferCall' }, { type: 'query' }]) {
      expect(openapi.validate('POST /tool', tool)).toEqual([]);
      expect(openapi.validate('POST /tool', { ...tool, ...extras })).toEqual([
        'property server should not exist',
        'property async should not exist',
      ]);
    }
    expect(openapi.validate('POST /tool', { type: 'function', ...extras })).toEqual([]);
  });

  it('updates a tool by its type: an apiRequest tool refuses `async`, a function tool takes it', () => {
    const update = (body: object) => openapi.validate('PATCH /tool/{id}', body);
    expect(update({ type: 'apiRequest', url: 'https://example.com/v2' })).toEqual([]);
    expect(update({ type: 'apiRequest', url: 'https://example.com/v2', async: true })).toEqual([
      'property async should not exist',
    ]);
    expect(update({ type: 'transferCall', server: { url: 'https://example.com' } })).toEqual([
      'property server should not exist',
    ]);
    expect(update({ type: 'function', async: true })).toEqual([]);
    expect(update({ type: 'apiRequest', timeoutSeconds: 0 })).toEqual([
      'timeoutSeconds must not be less than 1',
    ]);
  });

  it('takes a tool update without its type when some tool type would take it', () => {
    // Without `type` the stored tool's kind applies, which the body alone does not name.
    const update = (body: object) => openapi.validate('PATCH /tool/{id}', body);
    expect(update({ messages: [] })).toEqual([]);
    expect(update({ async: true })).toEqual([]);
    expect(update({ messages: 'none' })).toEqual(['messages must be an array']);
    expect(update({ type: 'teleport' })[0]).toMatch(/^type must be one of the following values/);
  });

  it('lets the platform choose a free number: a `vapi` number takes no `number`', () => {
    expect(openapi.validate('POST /phone-number', { provider: 'vapi', name: 'Main' })).toEqual([]);
    expect(
      openapi.validate('POST /phone-number', { provider: 'vapi', number: '+14155550100' }),
    ).toEqual(['property number should not exist']);
  });

  it('checks a nested model, voice or transcriber by its provider', () => {
    expect(
      openapi.validate('POST /assistant', {
        model: { provider: 'openai', model: 'gpt-4o', temperature: 3 },
        voice: { provider: 'vapi', voiceId: 'Elliot' },
      }),
    ).toEqual(['model.temperature must not be greater than 2']);
    expect(openapi.validate('POST /assistant', { voice: { provider: 'custom-voice' } })).toEqual([
      'voice.server should not be empty',
    ]);
  });

  it('reports limits and types in the provider wording', () => {
    expect(
      openapi.validate('POST /assistant', { name: 'x'.repeat(41), maxDurationSeconds: 5 }),
    ).toEqual([
      'name must be shorter than or equal to 40 characters',
      'maxDurationSeconds must not be less than 10',
    ]);
    expect(openapi.validate('POST /squad', [])).toEqual(['body must be an object']);
  });
});
