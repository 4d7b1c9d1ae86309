import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Phone numbers from Twilio, Vonage, Telnyx, the platform itself or your SIP trunk (`/phone-number`). */
export class PhoneNumbers extends APIResource {
  /**
   * Adds a phone number, by `provider` (`POST /phone-number`).
   *
   * @example
   * await client.phoneNumbers.create({ provider: 'vapi', numberDesiredAreaCode: '415', assistantId });
   */
  create(body: CreatePhoneNumber, options?: RequestOptions): APIPromise<PhoneNumber> {
    return this._client.post('/phone-number', { body, ...options });
  }

  /** Lists phone numbers (`GET /phone-number`). */
  list(
    query?: PhoneNumberListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<PhoneNumber>, PhoneNumber> {
    return this._client.getAPIList('/phone-number', ArrayPage<PhoneNumber>, { query, ...options });
  }

  /** Lists phone numbers page by page (`GET /v2/phone-number`). */
  listPaginated(
    query?: PhoneNumberListPaginatedParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<PhoneNumber>, PhoneNumber> {
    return this._client.getAPIList('/v2/phone-number', PaginatedPage<PhoneNumber>, {
      query,
      ...options,
    });
  }

  /** Retrieves a phone number (`GET /phone-number/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<PhoneNumber> {
    return this._client.get(path`/phone-number/${id}`, options);
  }

  /** Updates a phone number; its provider never changes (`PATCH /phone-number/{id}`). */
  update(id: string, body: UpdatePhoneNumber, options?: RequestOptions): APIPromise<PhoneNumber> {
    return this._client.patch(path`/phone-number/${id}`, { body, ...options });
  }

  /** Deletes a phone number and answers with it (`DELETE /phone-number/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<PhoneNumber> {
    return this._client.delete(path`/phone-number/${id}`, options);
  }

  /**
   * Imports a Twilio number (`POST /phone-number/import/twilio`).
   *
   * @deprecated Use {@link PhoneNumbers.create} with `provider: 'twilio'`.
   */
  importTwilio(
    body: Schemas['ImportTwilioPhoneNumberDTO'],
    options?: RequestOptions,
  ): APIPromise<PhoneNumber> {
    return this._client.post('/phone-number/import/twilio', { body, ...options });
  }

  /**
   * Imports a Vonage number (`POST /phone-number/import/vonage`).
   *
   * @deprecated Use {@link PhoneNumbers.create} with `provider: 'vonage'`.
   */
  importVonage(
    body: Schemas['ImportVonagePhoneNumberDTO'],
    options?: RequestOptions,
  ): APIPromise<PhoneNumber> {
    return this._client.post('/phone-number/import/vonage', { body, ...options });
  }
}

/** A phone number, by `provider`. */
export type PhoneNumber = Schemas['PhoneNumber'];
/** The body of `phoneNumbers.create`, by `provider`. */
export type CreatePhoneNumber = Schemas['CreatePhoneNumberDTO'];
/** The body of `phoneNumbers.update`. */
export type UpdatePhoneNumber = Schemas['UpdatePhoneNumberDTO'];
/** Filters of `phoneNumbers.list`. */
export type PhoneNumberListParams = QueryOf<'PhoneNumberController_findAll'>;
/** Filters and page of `phoneNumbers.listPaginated`. */
export type PhoneNumberListPaginatedParams = QueryOf<'PhoneNumberController_findAllPaginated'>;
