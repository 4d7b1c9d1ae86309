import type { APIPromise } from '../core/api-promise.ts';
import { SinglePage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type Schemas } from './resource.ts';

/** Workflows: conversation and tool nodes joined by edges (`/workflow`). */
export class Workflows extends APIResource {
  /**
   * Creates a workflow (`POST /workflow`).
   *
   * @example
   * await client.workflows.create({
   *   name: 'Booking',
   *   nodes: [{ type: 'conversation', name: 'greet', isStart: true, prompt: 'Greet the caller.' }],
   *   edges: [],
   * });
   */
  create(body: CreateWorkflow, options?: RequestOptions): APIPromise<Workflow> {
    return this._client.post('/workflow', { body, ...options });
  }

  /** Lists every workflow in one answer; the platform does not page it (`GET /workflow`). */
  list(options?: RequestOptions): PagePromise<SinglePage<Workflow>, Workflow> {
    return this._client.getAPIList('/workflow', SinglePage<Workflow>, options);
  }

  /** Retrieves a workflow (`GET /workflow/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Workflow> {
    return this._client.get(path`/workflow/${id}`, options);
  }

  /** Updates a workflow (`PATCH /workflow/{id}`). */
  update(id: string, body: UpdateWorkflow, options?: RequestOptions): APIPromise<Workflow> {
    return this._client.patch(path`/workflow/${id}`, { body, ...options });
  }

  /** Deletes a workflow and answers with it (`DELETE /workflow/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Workflow> {
    return this._client.delete(path`/workflow/${id}`, options);
  }

  /** Drafts a workflow from call transcripts and the given tools (`POST /workflow/generate`). */
  generate(
    body: Schemas['GenerateWorkflowDTO'],
    options?: RequestOptions,
  ): APIPromise<CreateWorkflow> {
    return this._client.post('/workflow/generate', { body, ...options });
  }
}

/** A workflow: nodes, edges and shared settings. */
export type Workflow = Schemas['Workflow'];
/** The body of `workflows.create` (also what `workflows.generate` answers). */
export type CreateWorkflow = Schemas['CreateWorkflowDTO'];
/** The body of `workflows.update`. */
export type UpdateWorkflow = Schemas['UpdateWorkflowDTO'];
