import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** The platform's library of voices, per voice provider (`/voice-library`). */
export class VoiceLibrary extends APIResource {
  /**
   * Lists a provider's voices (`GET /voice-library/{provider}`).
   *
   * @example
   * for await (const voice of client.voiceLibrary.list('11labs', { gender: 'female' })) console.log(voice.name);
   */
  list(
    provider: VoiceProviderName,
    query?: VoiceLibraryListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<Voice>, Voice> {
    return this._client.getAPIList(path`/voice-library/${provider}`, ArrayPage<Voice>, {
      query,
      ...options,
    });
  }

  /** Lists a provider's accents (`GET /voice-library/{provider}/accents`). */
  accents(provider: VoiceProviderName, options?: RequestOptions): APIPromise<Voice[]> {
    return this._client.get(path`/voice-library/${provider}/accents`, options);
  }

  /** Syncs a provider's voices into the library (`POST /voice-library/sync/{provider}`). */
  sync(provider: VoiceProviderName, options?: RequestOptions): APIPromise<Voice[]> {
    return this._client.post(path`/voice-library/sync/${provider}`, options);
  }

  /** Syncs the default voices of the given providers (`POST /voice-library/sync`). */
  syncAll(
    body: Schemas['SyncVoiceLibraryDTO'] = {},
    options?: RequestOptions,
  ): APIPromise<Voice[]> {
    return this._client.post('/voice-library/sync', { body, ...options });
  }

  /** Creates a Sesame voice (`POST /voice-library/create-sesame-voice`). */
  createSesameVoice(
    body: Schemas['CreateSesameVoiceDTO'],
    options?: RequestOptions,
  ): APIPromise<Record<string, unknown>> {
    return this._client.post('/voice-library/create-sesame-voice', { body, ...options });
  }
}

/** A voice of the library. */
export type Voice = Schemas['VoiceLibrary'];
/** A voice provider's name, e.g. `'11labs'` or `'vapi'`. */
export type VoiceProviderName = Schemas['VoiceProviderName'];
/** Filters of `voiceLibrary.list`. */
export type VoiceLibraryListParams = QueryOf<'VoiceLibraryController_voiceGetByProvider'>;
