import type { BaseClient } from '../core/base-client.ts';
import type { components, operations } from '../generated/openapi.ts';

/** Base of every resource class: holds the client its methods send through. */
export abstract class APIResource {
  constructor(protected readonly _client: BaseClient) {}
}

/** The schemas of our OpenAPI description (`openapi/platform.yaml`). */
export type Schemas = components['schemas'];

/** The query parameters of one operation of the OpenAPI description, by operationId. */
export type QueryOf<Op extends keyof operations> = NonNullable<
  operations[Op]['parameters']['query']
>;
