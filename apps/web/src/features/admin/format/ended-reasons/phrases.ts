// The sentences that several providers' failures share, so one failure reads alike whoever
// failed. The ended reasons' sentences live in this folder rather than in copy.ts: the
// platform's list holds ~500 of them, more than that file can take (docs/product.md#endings).
import type { CallEndedReason } from '@vibe/voice-sdk/protocol';

/** A part of the table of sentences: `satisfies` it so a misspelt reason fails the typecheck. */
export type EndedReasonSentences = Partial<Record<CallEndedReason, string>>;

/** `provider` is a name ("OpenAI") or a description ("the voice platform"). */
export const voiceFailed = (provider: string) =>
  `The call broke: the voice from ${provider} stopped working.`;
export const videoFailed = (provider: string) =>
  `The call broke: the video from ${provider} stopped working.`;
export const modelFailed = (provider: string) =>
  `The call broke: the language model from ${provider} stopped working.`;
export const hearingFailed = (provider: string) =>
  `The call broke: the speech recognition from ${provider} stopped working.`;
export const refusedSettings = (provider: string) =>
  `The call broke: ${provider} refused the assistant's settings.`;
export const refusedKey = (provider: string) =>
  `The call broke: ${provider} refused the account's key.`;
export const noAccess = (provider: string) =>
  `The call broke: the account may not use this model at ${provider}.`;
export const outOfQuota = (provider: string) =>
  `The call broke: the account at ${provider} ran out of quota.`;
export const tooManyRequests = (provider: string) =>
  `The call broke: ${provider} got too many requests at once.`;
export const providerDown = (provider: string) =>
  `The call broke: ${provider} failed or could not be reached.`;
export const providerBusy = (provider: string) => `The call broke: ${provider} was overloaded.`;
