// A voice platform's interview assistant in memory, changed through the same interface as the
// SDK's (retrieve, update): route tests of the Interview screen see what each change sent, make
// the platform refuse, slow it down, or change the assistant behind the server's back.
import type {
  InterviewAssistants,
  InterviewPlatform,
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
  };
  return { state, platform };
}
