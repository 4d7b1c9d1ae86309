import type { APIPromise } from '../core/api-promise.ts';
import { SinglePage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import type { Uploadable } from '../core/uploads.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type Schemas } from './resource.ts';

/** Files for knowledge bases and assistants (`/file`); uploads are multipart. */
export class Files extends APIResource {
  /**
   * Uploads a file as multipart form data (`POST /file`). `file` may be a `Blob`/`File`, bytes
   * or a stream; wrap bytes with `toFile(bytes, 'name.pdf')` to give them a name.
   *
   * @example
   * import { readFile } from 'node:fs/promises';
   * const file = await client.files.create({ file: await toFile(await readFile('faq.pdf'), 'faq.pdf') });
   */
  create(body: CreateFile, options?: RequestOptions): APIPromise<FileObject> {
    return this._client.post('/file', { body, multipart: true, ...options });
  }

  /**
   * Uploads a file as multipart form data (`POST /file/upload`).
   *
   * @deprecated Use {@link Files.create}.
   */
  upload(body: CreateFile, options?: RequestOptions): APIPromise<FileObject> {
    return this._client.post('/file/upload', { body, multipart: true, ...options });
  }

  /** Lists every file in one answer; the platform does not page it (`GET /file`). */
  list(options?: RequestOptions): PagePromise<SinglePage<FileObject>, FileObject> {
    return this._client.getAPIList('/file', SinglePage<FileObject>, options);
  }

  /** Retrieves a file's record (`GET /file/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<FileObject> {
    return this._client.get(path`/file/${id}`, options);
  }

  /** Renames a file (`PATCH /file/{id}`). */
  update(id: string, body: UpdateFile, options?: RequestOptions): APIPromise<FileObject> {
    return this._client.patch(path`/file/${id}`, { body, ...options });
  }

  /** Deletes a file and answers with its record (`DELETE /file/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<FileObject> {
    return this._client.delete(path`/file/${id}`, options);
  }
}

/** An uploaded file's record: name, size, type, status and URLs. */
export type FileObject = Schemas['File'];
/** The multipart body of `files.create` and `files.upload`. */
export type CreateFile = Omit<Schemas['CreateFileDTO'], 'file'> & { file: Uploadable };
/** The body of `files.update`. */
export type UpdateFile = Schemas['UpdateFileDTO'];
