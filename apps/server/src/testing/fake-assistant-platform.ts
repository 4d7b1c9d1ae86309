// A voice platform's interview assistant in memory, changed through the same interface as the
// SDK's (retrieve, update): route tests of the Interview screen see what each change sent, make
// the platform refuse, slow it down, or change the assistant behind the server's back. Its test
// calls are recorded with the page origin they were placed for, and answered as `testCallAnswer`
// builds them (a test may add what a platform should never see passed on).
import type { WebCall } from '@vibe/voice-sdk';
import type {
  InterviewAssistants,
  InterviewPlatform,
  TestCallBody,
} from '../interview-versions/interview-platform.ts';

export function fakeAssistantPlatform() {
  const state = {
    assistant: {
      id: 'assistant-1',
      model: { provider: 'local', model: 'interview-script', messages: [] },
      metadata: { seed: 'vibe-together-interview' },
    } as Record<string, unknown>,
    updates: [] as Record<string, unknown>[],
    refusal: null as string | null,
    /** How long the next updates take, in ms, one entry each (a slow platform); then none. */
    updateDelaysMs: [] as number[],
    testCalls: [] as { body: TestCallBody; pageOrigin: string }[],
    /** The platform's answer to a test call (default: a WebSocket call named by its count). */
    testCallAnswer: (body: TestCallBody, n: number): WebCall =>
      ({
        id: `test-call-${n}`,
        type: 'webCall',
        status: 'queued',
        assistantId: body.assistantId,
        assistantOverrides: body.assistantOverrides,
        webCallUrl: `ws://platform.test/platform/test-call-${n}/transport?token=t${n}`,
        transport: {
          provider: 'vapi.websocket',
          websocketCallUrl: `ws://platform.test/platform/test-call-${n}/transport?token=t${n}`,
        },
      }) as WebCall,
  };
  const assistants = {
    retrieve: async () => state.assistant,
    update: async (_id: string, body: Record<string, unknown>) => {
      const delay = state.updateDelaysMs.shift() ?? 0;
      if (delay) await new Promise((done) => setTimeout(done, delay));
      if (state.refusal) throw new Error(state.refusal);
      state.updates.push(body);
      state.assistant = { ...state.assistant, ...body };
      return state.assistant;
    },
  } as unknown as InterviewAssistants;
  const platform: InterviewPlatform = {
    editable: true,
    assistants,
    assistantId: 'assistant-1',
    voiceProvider: 'local',
    placeTestCall: async (body, pageOrigin) => {
      if (state.refusal) throw new Error(state.refusal);
      state.testCalls.push({ body, pageOrigin });
      return state.testCallAnswer(body, state.testCalls.length);
    },
  };
  return { state, platform };
}
