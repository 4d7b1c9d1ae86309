// How a call broke because of its language model (the assistant's thinking), by provider.
import {
  modelFailed,
  noAccess,
  outOfQuota,
  providerBusy,
  providerDown,
  refusedKey,
  refusedSettings,
  tooManyRequests,
} from './phrases.ts';
import type { EndedReasonSentences } from './phrases.ts';

export const MODEL_REASON_SENTENCES = {
  'call.in-progress.error-vapifault-vapi-llm-failed': modelFailed('the voice platform'),
  'call.in-progress.error-vapifault-vapi-400-bad-request-validation-failed':
    refusedSettings('the voice platform'),
  'call.in-progress.error-vapifault-vapi-401-unauthorized': refusedKey('the voice platform'),
  'call.in-progress.error-vapifault-vapi-403-model-access-denied': noAccess('the voice platform'),
  'call.in-progress.error-vapifault-vapi-429-exceeded-quota': outOfQuota('the voice platform'),
  'call.in-progress.error-providerfault-vapi-500-server-error': providerDown('the voice platform'),
  'call.in-progress.error-providerfault-vapi-503-server-overloaded-error':
    providerBusy('the voice platform'),
  'call.in-progress.error-vapifault-openai-llm-failed': modelFailed('OpenAI'),
  'call.in-progress.error-vapifault-azure-openai-llm-failed': modelFailed('Azure OpenAI'),
  'call.in-progress.error-vapifault-groq-llm-failed': modelFailed('Groq'),
  'call.in-progress.error-vapifault-google-llm-failed': modelFailed('Google'),
  'call.in-progress.error-vapifault-xai-llm-failed': modelFailed('xAI'),
  'call.in-progress.error-vapifault-mistral-llm-failed': modelFailed('Mistral'),
  'call.in-progress.error-vapifault-inflection-ai-llm-failed': modelFailed('Inflection AI'),
  'call.in-progress.error-vapifault-cerebras-llm-failed': modelFailed('Cerebras'),
  'call.in-progress.error-vapifault-deep-seek-llm-failed': modelFailed('DeepSeek'),
  'call.in-progress.error-vapifault-openai-400-bad-request-validation-failed':
    refusedSettings('OpenAI'),
  'call.in-progress.error-vapifault-openai-401-unauthorized': refusedKey('OpenAI'),
  'call.in-progress.error-vapifault-openai-401-incorrect-api-key': refusedKey('OpenAI'),
  'call.in-progress.error-vapifault-openai-401-account-not-in-organization':
    'The call broke: OpenAI refused the key, which is not in its organisation.',
  'call.in-progress.error-vapifault-openai-403-model-access-denied': noAccess('OpenAI'),
  'call.in-progress.error-vapifault-openai-429-exceeded-quota': outOfQuota('OpenAI'),
  'call.in-progress.error-vapifault-openai-429-rate-limit-reached': tooManyRequests('OpenAI'),
  'call.in-progress.error-providerfault-openai-500-server-error': providerDown('OpenAI'),
  'call.in-progress.error-providerfault-openai-503-server-overloaded-error': providerBusy('OpenAI'),
  'call.in-progress.error-vapifault-azure-openai-400-bad-request-validation-failed':
    refusedSettings('Azure OpenAI'),
  'call.in-progress.error-vapifault-azure-openai-401-unauthorized': refusedKey('Azure OpenAI'),
  'call.in-progress.error-vapifault-azure-openai-403-model-access-denied': noAccess('Azure OpenAI'),
  'call.in-progress.error-vapifault-azure-openai-429-exceeded-quota': outOfQuota('Azure OpenAI'),
  'call.in-progress.error-providerfault-azure-openai-500-server-error':
    providerDown('Azure OpenAI'),
  'call.in-progress.error-providerfault-azure-openai-503-server-overloaded-error':
    providerBusy('Azure OpenAI'),
  'call.in-progress.error-vapifault-google-400-bad-request-validation-failed':
    refusedSettings('Google'),
  'call.in-progress.error-vapifault-google-401-unauthorized': refusedKey('Google'),
  'call.in-progress.error-vapifault-google-403-model-access-denied': noAccess('Google'),
  'call.in-progress.error-vapifault-google-429-exceeded-quota': outOfQuota('Google'),
  'call.in-progress.error-providerfault-google-500-server-error': providerDown('Google'),
  'call.in-progress.error-providerfault-google-503-server-overloaded-error': providerBusy('Google'),
  'call.in-progress.error-vapifault-xai-400-bad-request-validation-failed': refusedSettings('xAI'),
  'call.in-progress.error-vapifault-xai-401-unauthorized': refusedKey('xAI'),
  'call.in-progress.error-vapifault-xai-403-model-access-denied': noAccess('xAI'),
  'call.in-progress.error-vapifault-xai-429-exceeded-quota': outOfQuota('xAI'),
  'call.in-progress.error-providerfault-xai-500-server-error': providerDown('xAI'),
  'call.in-progress.error-providerfault-xai-503-server-overloaded-error': providerBusy('xAI'),
  'call.in-progress.error-vapifault-mistral-400-bad-request-validation-failed':
    refusedSettings('Mistral'),
  'call.in-progress.error-vapifault-mistral-401-unauthorized': refusedKey('Mistral'),
  'call.in-progress.error-vapifault-mistral-403-model-access-denied': noAccess('Mistral'),
  'call.in-progress.error-vapifault-mistral-429-exceeded-quota': outOfQuota('Mistral'),
  'call.in-progress.error-providerfault-mistral-500-server-error': providerDown('Mistral'),
  'call.in-progress.error-providerfault-mistral-503-server-overloaded-error':
    providerBusy('Mistral'),
  'call.in-progress.error-vapifault-inflection-ai-400-bad-request-validation-failed':
    refusedSettings('Inflection AI'),
  'call.in-progress.error-vapifault-inflection-ai-401-unauthorized': refusedKey('Inflection AI'),
  'call.in-progress.error-vapifault-inflection-ai-403-model-access-denied':
    noAccess('Inflection AI'),
  'call.in-progress.error-vapifault-inflection-ai-429-exceeded-quota': outOfQuota('Inflection AI'),
  'call.in-progress.error-providerfault-inflection-ai-500-server-error':
    providerDown('Inflection AI'),
  'call.in-progress.error-providerfault-inflection-ai-503-server-overloaded-error':
    providerBusy('Inflection AI'),
  'call.in-progress.error-vapifault-deep-seek-400-bad-request-validation-failed':
    refusedSettings('DeepSeek'),
  'call.in-progress.error-vapifault-deep-seek-401-unauthorized': refusedKey('DeepSeek'),
  'call.in-progress.error-vapifault-deep-seek-403-model-access-denied': noAccess('DeepSeek'),
  'call.in-progress.error-vapifault-deep-seek-429-exceeded-quota': outOfQuota('DeepSeek'),
  'call.in-progress.error-providerfault-deep-seek-500-server-error': providerDown('DeepSeek'),
  'call.in-progress.error-providerfault-deep-seek-503-server-overloaded-error':
    providerBusy('DeepSeek'),
  'call.in-progress.error-vapifault-groq-400-bad-request-validation-failed':
    refusedSettings('Groq'),
  'call.in-progress.error-vapifault-groq-401-unauthorized': refusedKey('Groq'),
  'call.in-progress.error-vapifault-groq-403-model-access-denied': noAccess('Groq'),
  'call.in-progress.error-vapifault-groq-429-exceeded-quota': outOfQuota('Groq'),
  'call.in-progress.error-providerfault-groq-500-server-error': providerDown('Groq'),
  'call.in-progress.error-providerfault-groq-503-server-overloaded-error': providerBusy('Groq'),
  'call.in-progress.error-vapifault-cerebras-400-bad-request-validation-failed':
    refusedSettings('Cerebras'),
  'call.in-progress.error-vapifault-cerebras-401-unauthorized': refusedKey('Cerebras'),
  'call.in-progress.error-vapifault-cerebras-403-model-access-denied': noAccess('Cerebras'),
  'call.in-progress.error-vapifault-cerebras-429-exceeded-quota': outOfQuota('Cerebras'),
  'call.in-progress.error-providerfault-cerebras-500-server-error': providerDown('Cerebras'),
  'call.in-progress.error-providerfault-cerebras-503-server-overloaded-error':
    providerBusy('Cerebras'),
  'call.in-progress.error-vapifault-anthropic-llm-failed': modelFailed('Anthropic'),
  'call.in-progress.error-vapifault-anthropic-400-bad-request-validation-failed':
    refusedSettings('Anthropic'),
  'call.in-progress.error-vapifault-anthropic-401-unauthorized': refusedKey('Anthropic'),
  'call.in-progress.error-vapifault-anthropic-403-model-access-denied': noAccess('Anthropic'),
  'call.in-progress.error-vapifault-anthropic-429-exceeded-quota': outOfQuota('Anthropic'),
  'call.in-progress.error-providerfault-anthropic-500-server-error': providerDown('Anthropic'),
  'call.in-progress.error-providerfault-anthropic-503-server-overloaded-error':
    providerBusy('Anthropic'),
  'call.in-progress.error-vapifault-anthropic-bedrock-llm-failed': modelFailed(
    'Anthropic on Amazon Bedrock',
  ),
  'call.in-progress.error-vapifault-anthropic-bedrock-400-bad-request-validation-failed':
    refusedSettings('Anthropic on Amazon Bedrock'),
  'call.in-progress.error-vapifault-anthropic-bedrock-401-unauthorized': refusedKey(
    'Anthropic on Amazon Bedrock',
  ),
  'call.in-progress.error-vapifault-anthropic-bedrock-403-model-access-denied': noAccess(
    'Anthropic on Amazon Bedrock',
  ),
  'call.in-progress.error-vapifault-anthropic-bedrock-429-exceeded-quota': outOfQuota(
    'Anthropic on Amazon Bedrock',
  ),
  'call.in-progress.error-providerfault-anthropic-bedrock-500-server-error': providerDown(
    'Anthropic on Amazon Bedrock',
  ),
  'call.in-progress.error-providerfault-anthropic-bedrock-503-server-overloaded-error':
    providerBusy('Anthropic on Amazon Bedrock'),
  'call.in-progress.error-vapifault-anthropic-vertex-llm-failed': modelFailed(
    'Anthropic on Google Vertex AI',
  ),
  'call.in-progress.error-vapifault-anthropic-vertex-400-bad-request-validation-failed':
    refusedSettings('Anthropic on Google Vertex AI'),
  'call.in-progress.error-vapifault-anthropic-vertex-401-unauthorized': refusedKey(
    'Anthropic on Google Vertex AI',
  ),
  'call.in-progress.error-vapifault-anthropic-vertex-403-model-access-denied': noAccess(
    'Anthropic on Google Vertex AI',
  ),
  'call.in-progress.error-vapifault-anthropic-vertex-429-exceeded-quota': outOfQuota(
    'Anthropic on Google Vertex AI',
  ),
  'call.in-progress.error-providerfault-anthropic-vertex-500-server-error': providerDown(
    'Anthropic on Google Vertex AI',
  ),
  'call.in-progress.error-providerfault-anthropic-vertex-503-server-overloaded-error': providerBusy(
    'Anthropic on Google Vertex AI',
  ),
  'call.in-progress.error-vapifault-together-ai-llm-failed': modelFailed('Together AI'),
  'call.in-progress.error-vapifault-together-ai-400-bad-request-validation-failed':
    refusedSettings('Together AI'),
  'call.in-progress.error-vapifault-together-ai-401-unauthorized': refusedKey('Together AI'),
  'call.in-progress.error-vapifault-together-ai-403-model-access-denied': noAccess('Together AI'),
  'call.in-progress.error-vapifault-together-ai-429-exceeded-quota': outOfQuota('Together AI'),
  'call.in-progress.error-providerfault-together-ai-500-server-error': providerDown('Together AI'),
  'call.in-progress.error-providerfault-together-ai-503-server-overloaded-error':
    providerBusy('Together AI'),
  'call.in-progress.error-vapifault-anyscale-llm-failed': modelFailed('Anyscale'),
  'call.in-progress.error-vapifault-anyscale-400-bad-request-validation-failed':
    refusedSettings('Anyscale'),
  'call.in-progress.error-vapifault-anyscale-401-unauthorized': refusedKey('Anyscale'),
  'call.in-progress.error-vapifault-anyscale-403-model-access-denied': noAccess('Anyscale'),
  'call.in-progress.error-vapifault-anyscale-429-exceeded-quota': outOfQuota('Anyscale'),
  'call.in-progress.error-providerfault-anyscale-500-server-error': providerDown('Anyscale'),
  'call.in-progress.error-providerfault-anyscale-503-server-overloaded-error':
    providerBusy('Anyscale'),
  'call.in-progress.error-vapifault-openrouter-llm-failed': modelFailed('OpenRouter'),
  'call.in-progress.error-vapifault-openrouter-400-bad-request-validation-failed':
    refusedSettings('OpenRouter'),
  'call.in-progress.error-vapifault-openrouter-401-unauthorized': refusedKey('OpenRouter'),
  'call.in-progress.error-vapifault-openrouter-403-model-access-denied': noAccess('OpenRouter'),
  'call.in-progress.error-vapifault-openrouter-429-exceeded-quota': outOfQuota('OpenRouter'),
  'call.in-progress.error-providerfault-openrouter-500-server-error': providerDown('OpenRouter'),
  'call.in-progress.error-providerfault-openrouter-503-server-overloaded-error':
    providerBusy('OpenRouter'),
  'call.in-progress.error-vapifault-perplexity-ai-llm-failed': modelFailed('Perplexity'),
  'call.in-progress.error-vapifault-perplexity-ai-400-bad-request-validation-failed':
    refusedSettings('Perplexity'),
  'call.in-progress.error-vapifault-perplexity-ai-401-unauthorized': refusedKey('Perplexity'),
  'call.in-progress.error-vapifault-perplexity-ai-403-model-access-denied': noAccess('Perplexity'),
  'call.in-progress.error-vapifault-perplexity-ai-429-exceeded-quota': outOfQuota('Perplexity'),
  'call.in-progress.error-providerfault-perplexity-ai-500-server-error': providerDown('Perplexity'),
  'call.in-progress.error-providerfault-perplexity-ai-503-server-overloaded-error':
    providerBusy('Perplexity'),
  'call.in-progress.error-vapifault-deepinfra-llm-failed': modelFailed('DeepInfra'),
  'call.in-progress.error-vapifault-deepinfra-400-bad-request-validation-failed':
    refusedSettings('DeepInfra'),
  'call.in-progress.error-vapifault-deepinfra-401-unauthorized': refusedKey('DeepInfra'),
  'call.in-progress.error-vapifault-deepinfra-403-model-access-denied': noAccess('DeepInfra'),
  'call.in-progress.error-vapifault-deepinfra-429-exceeded-quota': outOfQuota('DeepInfra'),
  'call.in-progress.error-providerfault-deepinfra-500-server-error': providerDown('DeepInfra'),
  'call.in-progress.error-providerfault-deepinfra-503-server-overloaded-error':
    providerBusy('DeepInfra'),
  'call.in-progress.error-vapifault-runpod-llm-failed': modelFailed('RunPod'),
  'call.in-progress.error-vapifault-runpod-400-bad-request-validation-failed':
    refusedSettings('RunPod'),
  'call.in-progress.error-vapifault-runpod-401-unauthorized': refusedKey('RunPod'),
  'call.in-progress.error-vapifault-runpod-403-model-access-denied': noAccess('RunPod'),
  'call.in-progress.error-vapifault-runpod-429-exceeded-quota': outOfQuota('RunPod'),
  'call.in-progress.error-providerfault-runpod-500-server-error': providerDown('RunPod'),
  'call.in-progress.error-providerfault-runpod-503-server-overloaded-error': providerBusy('RunPod'),
  'call.in-progress.error-vapifault-custom-llm-llm-failed': modelFailed('the custom model server'),
  'call.in-progress.error-vapifault-custom-llm-400-bad-request-validation-failed':
    refusedSettings('the custom model server'),
  'call.in-progress.error-vapifault-custom-llm-401-unauthorized':
    refusedKey('the custom model server'),
  'call.in-progress.error-vapifault-custom-llm-403-model-access-denied':
    noAccess('the custom model server'),
  'call.in-progress.error-vapifault-custom-llm-429-exceeded-quota':
    outOfQuota('the custom model server'),
  'call.in-progress.error-providerfault-custom-llm-500-server-error':
    providerDown('the custom model server'),
  'call.in-progress.error-providerfault-custom-llm-503-server-overloaded-error':
    providerBusy('the custom model server'),
} as const satisfies EndedReasonSentences;
