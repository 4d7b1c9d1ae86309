// Compile-time checks (run by `npm run typecheck`): the methods carry the generated types, so
// a wrong argument or a misread answer is a type error for SDK users.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Assistant,
  Call,
  CreateAssistant,
  FileObject,
  PhoneNumber,
  Tool,
  UpdateTool,
  VoiceClient,
  WebCall,
} from '../index.ts';
import type { APIPromise } from '../core/api-promise.ts';
import type { ArrayPage, PagePromise, PaginatedPage } from '../core/pagination.ts';

describe('the client types', () => {
  it('gives resources their documented fields and enums', () => {
    expectTypeOf<Assistant['id']>().toEqualTypeOf<string>();
    expectTypeOf<Assistant['firstMessageMode']>().toEqualTypeOf<
      | 'assistant-speaks-first'
      | 'assistant-speaks-first-with-model-generated-message'
      | 'assistant-waits-for-user'
      | undefined
    >();
    expectTypeOf<Call['status']>().toEqualTypeOf<
      'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended' | undefined
    >();
    expectTypeOf<WebCall['webCallUrl']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<PhoneNumber['provider']>().toEqualTypeOf<
      'byo-phone-number' | 'twilio' | 'vonage' | 'vapi' | 'telnyx'
    >();
    expectTypeOf<Extract<Tool, { type: 'apiRequest' }>['method']>().toEqualTypeOf<'POST' | 'GET'>();
    expectTypeOf<FileObject['status']>().toEqualTypeOf<
      'processing' | 'done' | 'failed' | undefined
    >();
  });

  it('types arguments and answers of the methods', () => {
    expectTypeOf<VoiceClient['assistants']['create']>()
      .parameter(0)
      .toEqualTypeOf<CreateAssistant>();
    expectTypeOf<VoiceClient['assistants']['create']>().returns.toEqualTypeOf<
      APIPromise<Assistant>
    >();
    expectTypeOf<VoiceClient['calls']['list']>().returns.toEqualTypeOf<
      PagePromise<ArrayPage<Call>, Call>
    >();
    expectTypeOf<VoiceClient['calls']['listPaginated']>().returns.toEqualTypeOf<
      PagePromise<PaginatedPage<Call>, Call>
    >();
    expectTypeOf<VoiceClient['calls']['list']>()
      .parameter(0)
      .toMatchTypeOf<{ assistantId?: string; limit?: number } | undefined>();
    // @ts-expect-error a voice without its voiceId is refused
    const voice: CreateAssistant['voice'] = { provider: 'vapi' };
    void voice;
  });

  it('takes in a tool update only the fields of the tool’s own type, as the provider does', () => {
    const moved: UpdateTool = { type: 'apiRequest', url: 'https://example.com/v2' };
    const backgrounded: UpdateTool = { type: 'function', async: true };
    // @ts-expect-error an apiRequest tool takes no `async`: the platform makes the request itself
    const apiRequestAsync: UpdateTool = { type: 'apiRequest', async: true };
    // @ts-expect-error a transferCall tool takes no `server`
    const transferServer: UpdateTool = { type: 'transferCall', server: { url: 'https://x.test' } };
    void [moved, backgrounded, apiRequestAsync, transferServer];
  });
});
