// How a call broke because of its voice (speech synthesis) or its hearing (speech recognition),
// by provider, under both the platform's current and earlier names.
import {
  hearingFailed,
  noAccess,
  outOfQuota,
  providerDown,
  refusedKey,
  videoFailed,
  voiceFailed,
} from './phrases.ts';
import type { EndedReasonSentences } from './phrases.ts';

export const SPEECH_REASON_SENTENCES = {
  'pipeline-error-openai-voice-failed': voiceFailed('OpenAI'),
  'pipeline-error-cartesia-voice-failed': voiceFailed('Cartesia'),
  'pipeline-error-deepgram-voice-failed': voiceFailed('Deepgram'),
  'pipeline-error-eleven-labs-voice-failed': voiceFailed('ElevenLabs'),
  'pipeline-error-playht-voice-failed': voiceFailed('PlayHT'),
  'pipeline-error-lmnt-voice-failed': voiceFailed('LMNT'),
  'pipeline-error-azure-voice-failed': voiceFailed('Azure'),
  'pipeline-error-rime-ai-voice-failed': voiceFailed('Rime'),
  'pipeline-error-smallest-ai-voice-failed': voiceFailed('Smallest.ai'),
  'pipeline-error-neuphonic-voice-failed': voiceFailed('Neuphonic'),
  'pipeline-error-hume-voice-failed': voiceFailed('Hume'),
  'pipeline-error-sesame-voice-failed': voiceFailed('Sesame'),
  'pipeline-error-inworld-voice-failed': voiceFailed('Inworld'),
  'pipeline-error-tavus-video-failed': videoFailed('Tavus'),
  'call.in-progress.error-vapifault-openai-voice-failed': voiceFailed('OpenAI'),
  'call.in-progress.error-vapifault-cartesia-voice-failed': voiceFailed('Cartesia'),
  'call.in-progress.error-vapifault-deepgram-voice-failed': voiceFailed('Deepgram'),
  'call.in-progress.error-vapifault-eleven-labs-voice-failed': voiceFailed('ElevenLabs'),
  'call.in-progress.error-vapifault-playht-voice-failed': voiceFailed('PlayHT'),
  'call.in-progress.error-vapifault-lmnt-voice-failed': voiceFailed('LMNT'),
  'call.in-progress.error-vapifault-azure-voice-failed': voiceFailed('Azure'),
  'call.in-progress.error-vapifault-rime-ai-voice-failed': voiceFailed('Rime'),
  'call.in-progress.error-vapifault-smallest-ai-voice-failed': voiceFailed('Smallest.ai'),
  'call.in-progress.error-vapifault-neuphonic-voice-failed': voiceFailed('Neuphonic'),
  'call.in-progress.error-vapifault-hume-voice-failed': voiceFailed('Hume'),
  'call.in-progress.error-vapifault-sesame-voice-failed': voiceFailed('Sesame'),
  'call.in-progress.error-vapifault-inworld-voice-failed': voiceFailed('Inworld'),
  'call.in-progress.error-vapifault-tavus-video-failed': videoFailed('Tavus'),
  'pipeline-error-deepgram-transcriber-failed': hearingFailed('Deepgram'),
  'call.in-progress.error-vapifault-deepgram-transcriber-failed': hearingFailed('Deepgram'),
  'pipeline-error-gladia-transcriber-failed': hearingFailed('Gladia'),
  'call.in-progress.error-vapifault-gladia-transcriber-failed': hearingFailed('Gladia'),
  'pipeline-error-speechmatics-transcriber-failed': hearingFailed('Speechmatics'),
  'call.in-progress.error-vapifault-speechmatics-transcriber-failed': hearingFailed('Speechmatics'),
  'pipeline-error-assembly-ai-transcriber-failed': hearingFailed('AssemblyAI'),
  'pipeline-error-assembly-ai-returning-400-insufficent-funds':
    'The call broke: the AssemblyAI account is out of funds.',
  'pipeline-error-assembly-ai-returning-400-paid-only-feature':
    'The call broke: the AssemblyAI plan does not include a feature the assistant uses.',
  'pipeline-error-assembly-ai-returning-401-invalid-credentials': refusedKey('AssemblyAI'),
  'pipeline-error-assembly-ai-returning-500-invalid-schema':
    "The call broke: AssemblyAI refused the assistant's settings.",
  'pipeline-error-assembly-ai-returning-500-word-boost-parsing-failed':
    "The call broke: AssemblyAI could not read the assistant's list of words to listen for.",
  'call.in-progress.error-vapifault-assembly-ai-transcriber-failed': hearingFailed('AssemblyAI'),
  'call.in-progress.error-vapifault-assembly-ai-returning-400-insufficent-funds':
    'The call broke: the AssemblyAI account is out of funds.',
  'call.in-progress.error-vapifault-assembly-ai-returning-400-paid-only-feature':
    'The call broke: the AssemblyAI plan does not include a feature the assistant uses.',
  'call.in-progress.error-vapifault-assembly-ai-returning-401-invalid-credentials':
    refusedKey('AssemblyAI'),
  'call.in-progress.error-vapifault-assembly-ai-returning-500-invalid-schema':
    "The call broke: AssemblyAI refused the assistant's settings.",
  'call.in-progress.error-vapifault-assembly-ai-returning-500-word-boost-parsing-failed':
    "The call broke: AssemblyAI could not read the assistant's list of words to listen for.",
  'pipeline-error-talkscriber-transcriber-failed': hearingFailed('Talkscriber'),
  'call.in-progress.error-vapifault-talkscriber-transcriber-failed': hearingFailed('Talkscriber'),
  'pipeline-error-azure-speech-transcriber-failed': hearingFailed('Azure Speech'),
  'call.in-progress.error-vapifault-azure-speech-transcriber-failed': hearingFailed('Azure Speech'),
  'pipeline-error-custom-voice-failed': 'The call broke: the custom voice server stopped working.',
  'pipeline-error-cartesia-socket-hang-up': providerDown('Cartesia'),
  'pipeline-error-cartesia-requested-payment':
    'The call broke: the Cartesia account needs a payment.',
  'pipeline-error-cartesia-500-server-error': providerDown('Cartesia'),
  'pipeline-error-cartesia-502-server-error': providerDown('Cartesia'),
  'pipeline-error-cartesia-503-server-error': providerDown('Cartesia'),
  'pipeline-error-cartesia-522-server-error': providerDown('Cartesia'),
  'call.in-progress.error-vapifault-cartesia-socket-hang-up': providerDown('Cartesia'),
  'call.in-progress.error-vapifault-cartesia-requested-payment':
    'The call broke: the Cartesia account needs a payment.',
  'call.in-progress.error-providerfault-cartesia-500-server-error': providerDown('Cartesia'),
  'call.in-progress.error-providerfault-cartesia-503-server-error': providerDown('Cartesia'),
  'call.in-progress.error-providerfault-cartesia-522-server-error': providerDown('Cartesia'),
  'pipeline-error-eleven-labs-voice-not-found':
    'The call broke: ElevenLabs could not find the voice.',
  'pipeline-error-eleven-labs-quota-exceeded': outOfQuota('ElevenLabs'),
  'pipeline-error-eleven-labs-unauthorized-access': refusedKey('ElevenLabs'),
  'pipeline-error-eleven-labs-unauthorized-to-access-model': noAccess('ElevenLabs'),
  'pipeline-error-eleven-labs-professional-voices-only-for-creator-plus':
    'The call broke: the ElevenLabs plan does not include professional voices.',
  'pipeline-error-eleven-labs-blocked-free-plan-and-requested-upgrade':
    'The call broke: ElevenLabs blocked the free plan and asked for an upgrade.',
  'pipeline-error-eleven-labs-blocked-concurrent-requests-and-requested-upgrade':
    'The call broke: the ElevenLabs plan allows fewer calls at once.',
  'pipeline-error-eleven-labs-blocked-using-instant-voice-clone-and-requested-upgrade':
    'The call broke: the ElevenLabs plan does not include cloned voices.',
  'pipeline-error-eleven-labs-system-busy-and-requested-upgrade':
    'The call broke: ElevenLabs was busy and asked for an upgrade.',
  'pipeline-error-eleven-labs-voice-not-fine-tuned':
    'The call broke: the ElevenLabs voice is not ready yet.',
  'pipeline-error-eleven-labs-invalid-api-key': refusedKey('ElevenLabs'),
  'pipeline-error-eleven-labs-invalid-voice-samples':
    "The call broke: ElevenLabs refused the voice's samples.",
  'pipeline-error-eleven-labs-voice-disabled-by-owner':
    "The call broke: the voice's owner turned it off at ElevenLabs.",
  'pipeline-error-eleven-labs-vapi-voice-disabled-by-owner':
    "The call broke: the voice's owner turned it off at ElevenLabs.",
  'pipeline-error-eleven-labs-blocked-account-in-probation':
    'The call broke: ElevenLabs put the account on probation.',
  'pipeline-error-eleven-labs-blocked-content-against-their-policy':
    'The call broke: ElevenLabs refused the text as against its policy.',
  'pipeline-error-eleven-labs-missing-samples-for-voice-clone':
    'The call broke: the ElevenLabs cloned voice has no samples.',
  'pipeline-error-eleven-labs-voice-not-fine-tuned-and-cannot-be-used':
    'The call broke: the ElevenLabs voice is not ready and cannot be used.',
  'pipeline-error-eleven-labs-voice-not-allowed-for-free-users':
    'The call broke: the ElevenLabs free plan does not include this voice.',
  'pipeline-error-eleven-labs-max-character-limit-exceeded':
    'The call broke: a message was too long for ElevenLabs.',
  'pipeline-error-eleven-labs-blocked-voice-potentially-against-terms-of-service-and-awaiting-verification':
    'The call broke: ElevenLabs held back the voice until it is checked.',
  'pipeline-error-eleven-labs-500-server-error': providerDown('ElevenLabs'),
  'pipeline-error-eleven-labs-503-server-error': providerDown('ElevenLabs'),
  'call.in-progress.error-vapifault-eleven-labs-voice-not-found':
    'The call broke: ElevenLabs could not find the voice.',
  'call.in-progress.error-vapifault-eleven-labs-quota-exceeded': outOfQuota('ElevenLabs'),
  'call.in-progress.error-vapifault-eleven-labs-unauthorized-access': refusedKey('ElevenLabs'),
  'call.in-progress.error-vapifault-eleven-labs-unauthorized-to-access-model':
    noAccess('ElevenLabs'),
  'call.in-progress.error-vapifault-eleven-labs-professional-voices-only-for-creator-plus':
    'The call broke: the ElevenLabs plan does not include professional voices.',
  'call.in-progress.error-vapifault-eleven-labs-blocked-free-plan-and-requested-upgrade':
    'The call broke: ElevenLabs blocked the free plan and asked for an upgrade.',
  'call.in-progress.error-vapifault-eleven-labs-blocked-concurrent-requests-and-requested-upgrade':
    'The call broke: the ElevenLabs plan allows fewer calls at once.',
  'call.in-progress.error-vapifault-eleven-labs-blocked-using-instant-voice-clone-and-requested-upgrade':
    'The call broke: the ElevenLabs plan does not include cloned voices.',
  'call.in-progress.error-vapifault-eleven-labs-system-busy-and-requested-upgrade':
    'The call broke: ElevenLabs was busy and asked for an upgrade.',
  'call.in-progress.error-vapifault-eleven-labs-voice-not-fine-tuned':
    'The call broke: the ElevenLabs voice is not ready yet.',
  'call.in-progress.error-vapifault-eleven-labs-invalid-api-key': refusedKey('ElevenLabs'),
  'call.in-progress.error-vapifault-eleven-labs-invalid-voice-samples':
    "The call broke: ElevenLabs refused the voice's samples.",
  'call.in-progress.error-vapifault-eleven-labs-voice-disabled-by-owner':
    "The call broke: the voice's owner turned it off at ElevenLabs.",
  'call.in-progress.error-vapifault-eleven-labs-blocked-account-in-probation':
    'The call broke: ElevenLabs put the account on probation.',
  'call.in-progress.error-vapifault-eleven-labs-blocked-content-against-their-policy':
    'The call broke: ElevenLabs refused the text as against its policy.',
  'call.in-progress.error-vapifault-eleven-labs-missing-samples-for-voice-clone':
    'The call broke: the ElevenLabs cloned voice has no samples.',
  'call.in-progress.error-vapifault-eleven-labs-voice-not-fine-tuned-and-cannot-be-used':
    'The call broke: the ElevenLabs voice is not ready and cannot be used.',
  'call.in-progress.error-vapifault-eleven-labs-voice-not-allowed-for-free-users':
    'The call broke: the ElevenLabs free plan does not include this voice.',
  'call.in-progress.error-vapifault-eleven-labs-max-character-limit-exceeded':
    'The call broke: a message was too long for ElevenLabs.',
  'call.in-progress.error-vapifault-eleven-labs-blocked-voice-potentially-against-terms-of-service-and-awaiting-verification':
    'The call broke: ElevenLabs held back the voice until it is checked.',
  'call.in-progress.error-providerfault-eleven-labs-500-server-error': providerDown('ElevenLabs'),
  'call.in-progress.error-providerfault-eleven-labs-503-server-error': providerDown('ElevenLabs'),
  'pipeline-error-playht-request-timed-out': 'The call broke: PlayHT took too long to answer.',
  'pipeline-error-playht-invalid-voice': 'The call broke: PlayHT does not know the voice.',
  'pipeline-error-playht-unexpected-error': 'The call broke: PlayHT had an unexpected error.',
  'pipeline-error-playht-out-of-credits': 'The call broke: the PlayHT account is out of credits.',
  'pipeline-error-playht-invalid-emotion':
    "The call broke: PlayHT refused the voice's emotion setting.",
  'pipeline-error-playht-voice-must-be-a-valid-voice-manifest-uri':
    'The call broke: PlayHT does not know the voice.',
  'pipeline-error-playht-401-unauthorized': refusedKey('PlayHT'),
  'pipeline-error-playht-403-forbidden-out-of-characters':
    'The call broke: the PlayHT account has no characters left.',
  'pipeline-error-playht-403-forbidden-api-access-not-available':
    'The call broke: the PlayHT plan does not include access for apps.',
  'pipeline-error-playht-429-exceeded-quota': outOfQuota('PlayHT'),
  'pipeline-error-playht-502-gateway-error': providerDown('PlayHT'),
  'pipeline-error-playht-504-gateway-error': providerDown('PlayHT'),
  'call.in-progress.error-vapifault-playht-request-timed-out':
    'The call broke: PlayHT took too long to answer.',
  'call.in-progress.error-vapifault-playht-invalid-voice':
    'The call broke: PlayHT does not know the voice.',
  'call.in-progress.error-vapifault-playht-unexpected-error':
    'The call broke: PlayHT had an unexpected error.',
  'call.in-progress.error-vapifault-playht-out-of-credits':
    'The call broke: the PlayHT account is out of credits.',
  'call.in-progress.error-vapifault-playht-invalid-emotion':
    "The call broke: PlayHT refused the voice's emotion setting.",
  'call.in-progress.error-vapifault-playht-voice-must-be-a-valid-voice-manifest-uri':
    'The call broke: PlayHT does not know the voice.',
  'call.in-progress.error-vapifault-playht-401-unauthorized': refusedKey('PlayHT'),
  'call.in-progress.error-vapifault-playht-403-forbidden-out-of-characters':
    'The call broke: the PlayHT account has no characters left.',
  'call.in-progress.error-vapifault-playht-403-forbidden-api-access-not-available':
    'The call broke: the PlayHT plan does not include access for apps.',
  'call.in-progress.error-vapifault-playht-429-exceeded-quota': outOfQuota('PlayHT'),
  'call.in-progress.error-providerfault-playht-502-gateway-error': providerDown('PlayHT'),
  'call.in-progress.error-providerfault-playht-504-gateway-error': providerDown('PlayHT'),
  'pipeline-error-custom-transcriber-failed':
    'The call broke: the custom speech recognition server stopped working.',
  'call.in-progress.error-vapifault-custom-transcriber-failed':
    'The call broke: the custom speech recognition server stopped working.',
  'pipeline-error-eleven-labs-transcriber-failed': hearingFailed('ElevenLabs'),
  'call.in-progress.error-vapifault-eleven-labs-transcriber-failed': hearingFailed('ElevenLabs'),
  'pipeline-error-deepgram-returning-400-no-such-model-language-tier-combination':
    "The call broke: Deepgram has no speech recognition for the assistant's language and model.",
  'pipeline-error-deepgram-returning-401-invalid-credentials': refusedKey('Deepgram'),
  'pipeline-error-deepgram-returning-403-model-access-denied': noAccess('Deepgram'),
  'pipeline-error-deepgram-returning-404-not-found':
    'The call broke: Deepgram could not find the speech recognition model.',
  'pipeline-error-deepgram-returning-500-invalid-json': providerDown('Deepgram'),
  'pipeline-error-deepgram-returning-502-network-error': providerDown('Deepgram'),
  'pipeline-error-deepgram-returning-502-bad-gateway-ehostunreach': providerDown('Deepgram'),
  'pipeline-error-deepgram-returning-econnreset': providerDown('Deepgram'),
  'call.in-progress.error-vapifault-deepgram-returning-400-no-such-model-language-tier-combination':
    "The call broke: Deepgram has no speech recognition for the assistant's language and model.",
  'call.in-progress.error-vapifault-deepgram-returning-401-invalid-credentials':
    refusedKey('Deepgram'),
  'call.in-progress.error-vapifault-deepgram-returning-404-not-found':
    'The call broke: Deepgram could not find the speech recognition model.',
  'call.in-progress.error-vapifault-deepgram-returning-403-model-access-denied':
    noAccess('Deepgram'),
  'call.in-progress.error-providerfault-deepgram-returning-500-invalid-json':
    providerDown('Deepgram'),
  'call.in-progress.error-providerfault-deepgram-returning-502-network-error':
    providerDown('Deepgram'),
  'call.in-progress.error-providerfault-deepgram-returning-502-bad-gateway-ehostunreach':
    providerDown('Deepgram'),
  'pipeline-error-google-transcriber-failed': hearingFailed('Google'),
  'call.in-progress.error-vapifault-google-transcriber-failed': hearingFailed('Google'),
  'pipeline-error-openai-transcriber-failed': hearingFailed('OpenAI'),
  'call.in-progress.error-vapifault-openai-transcriber-failed': hearingFailed('OpenAI'),
} as const satisfies EndedReasonSentences;
