import type { APIPromise } from '../core/api-promise.ts';
import type { RequestOptions } from '../core/request-options.ts';
import type { Uploadable } from '../core/uploads.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type Schemas } from './resource.ts';
import type { Voice } from './voice-library.ts';

/**
 * Provider integrations: workflow providers (`make`, `ghl`) and voice providers' own voice
 * catalogues (`/{provider}/...`).
 */
export class Providers extends APIResource {
  /** Lists an integration provider's workflows (`GET /{provider}/workflows`). */
  workflows(
    provider: IntegrationProvider,
    query?: { locationId?: string },
    options?: RequestOptions,
  ): APIPromise<ProviderResult> {
    return this._client.get(path`/${provider}/workflows`, { query, ...options });
  }

  /** Gets a provider workflow's trigger hooks (`GET /{provider}/workflows/{workflowId}/hooks`). */
  hooks(
    provider: IntegrationProvider,
    workflowId: string,
    options?: RequestOptions,
  ): APIPromise<ProviderResult> {
    return this._client.get(path`/${provider}/workflows/${workflowId}/hooks`, options);
  }

  /** Lists an integration provider's locations (`GET /{provider}/locations`). */
  locations(provider: IntegrationProvider, options?: RequestOptions): APIPromise<ProviderResult> {
    return this._client.get(path`/${provider}/locations`, options);
  }

  /**
   * Searches a voice provider's voices by name (`GET /{provider}/voices/search`).
   *
   * @deprecated Use {@link Providers.voiceSearch}.
   */
  voicesSearch(
    provider: string,
    query: { name: string },
    options?: RequestOptions,
  ): APIPromise<ProviderVoice[]> {
    return this._client.get(path`/${provider}/voices/search`, { query, ...options });
  }

  /**
   * Searches a voice provider's voices by name (`GET /{provider}/voice/search`).
   *
   * @example
   * const voices = await client.providers.voiceSearch('11labs', { name: 'Rachel' });
   */
  voiceSearch(
    provider: string,
    query: { name: string },
    options?: RequestOptions,
  ): APIPromise<ProviderVoice[]> {
    return this._client.get(path`/${provider}/voice/search`, { query, ...options });
  }

  /**
   * Adds a shared voice to your provider account (`POST /{provider}/voices/add`).
   *
   * @deprecated Use {@link Providers.voiceAdd}.
   */
  voicesAdd(provider: string, body: AddVoice, options?: RequestOptions): APIPromise<Voice> {
    return this._client.post(path`/${provider}/voices/add`, { body, ...options });
  }

  /** Adds a shared voice to your provider account (`POST /{provider}/voice/add`). */
  voiceAdd(provider: string, body: AddVoice, options?: RequestOptions): APIPromise<Voice> {
    return this._client.post(path`/${provider}/voice/add`, { body, ...options });
  }

  /**
   * Clones an ElevenLabs voice from audio samples, sent as multipart form data with one
   * `files` part per sample (`POST /11labs/voice/clone`).
   *
   * @example
   * await client.providers.cloneVoice({ name: 'Narrator', files: [await toFile(sample, 'sample.mp3')] });
   */
  cloneVoice(body: CloneVoice, options?: RequestOptions): APIPromise<void> {
    return this._client.post('/11labs/voice/clone', { body, multipart: true, ...options });
  }
}

/** A workflow integration provider. */
export type IntegrationProvider = 'make' | 'ghl';
/** An integration provider's answer, passed through. */
export type ProviderResult = Schemas['ProviderResult'];
/** A voice found in a provider's catalogue. */
export type ProviderVoice = Schemas['VoiceLibraryVoiceResponse'];
/** The body of `providers.voiceAdd`. */
export type AddVoice = Schemas['AddVoiceToProviderDTO'];
/** The multipart body of `providers.cloneVoice`; `labels` is a JSON object as a string. */
export type CloneVoice = Omit<Schemas['CloneVoiceDTO'], 'files'> & { files: Uploadable[] };
