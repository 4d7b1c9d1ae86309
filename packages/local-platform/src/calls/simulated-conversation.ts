import type { Artifact, ArtifactMessage, OpenAIMessage } from '@vibe/voice-sdk/protocol';
import { interviewScriptOf, type ScriptedAssistant } from '../assistant-script/interview-script.ts';

/** The artifact of a simulated call: what was "said", in the protocol's shapes. */
export type SimulatedArtifact = Artifact & {
  messages: ArtifactMessage[];
  messagesOpenAIFormatted: OpenAIMessage[];
  transcript: string;
};

/**
 * The conversation of a simulated phone call: the assistant's script (first message,
 * questions, closing) with a short simulated answer after each question, timed from
 * `startedAt` at a few seconds per line.
 */
export function simulatedConversation(
  assistant: Record<string, unknown>,
  startedAt: Date,
): SimulatedArtifact {
  const script = interviewScriptOf(assistant as ScriptedAssistant);
  const lines: { role: 'bot' | 'user'; text: string }[] = [];
  if (script.firstMessage) lines.push({ role: 'bot', text: script.firstMessage });
  script.questions.forEach((question, i) => {
    lines.push({ role: 'bot', text: question });
    lines.push({ role: 'user', text: `This is simulated answer ${i + 1} of the local platform.` });
  });
  lines.push({ role: 'bot', text: script.closing });
  let at = startedAt.getTime();
  const messages = lines.map((line): ArtifactMessage => {
    const duration = 1000 + line.text.length * 50;
    const message = {
      role: line.role,
      message: line.text,
      time: at,
      endTime: at + duration,
      secondsFromStart: (at - startedAt.getTime()) / 1000,
      duration,
    };
    at += duration + 500;
    return message;
  });
  return {
    messages,
    messagesOpenAIFormatted: lines.map((l): OpenAIMessage => ({
      role: l.role === 'bot' ? 'assistant' : 'user',
      content: l.text,
    })),
    transcript: lines.map((l) => `${l.role === 'bot' ? 'AI' : 'User'}: ${l.text}`).join('\n'),
  };
}
