import type { APIPromise } from '../core/api-promise.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { APIResource, type Schemas } from './resource.ts';

/** Support tickets to the platform's team (`/support/ticket`). */
export class SupportTickets extends APIResource {
  /** Opens a support ticket and answers with its id (`POST /support/ticket`). */
  create(body: CreateSupportTicket, options?: RequestOptions): APIPromise<SupportTicket> {
    return this._client.post('/support/ticket', { body, ...options });
  }
}

/** An opened support ticket. */
export type SupportTicket = Schemas['SupportTicketResponse'];
/** The body of `supportTickets.create`. */
export type CreateSupportTicket = Schemas['CreateSupportTicketDTO'];
