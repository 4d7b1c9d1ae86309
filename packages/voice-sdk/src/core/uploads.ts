/**
 * Anything the SDK can upload: a `Blob`/`File`, bytes (`ArrayBuffer`, `Uint8Array`, Node
 * `Buffer`), a web `ReadableStream` or a Node `Readable` (e.g. `fs.createReadStream(path)`).
 */
export type Uploadable =
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/**
 * Turns any {@link Uploadable} into a `File` with a name and type, so the platform stores it
 * under a sensible file name. Streams are read to the end first.
 *
 * @example
 * import { readFile } from 'node:fs/promises';
 * await client.files.create({ file: await toFile(await readFile('faq.pdf'), 'faq.pdf') });
 */
export async function toFile(
  value: Uploadable,
  name?: string,
  options: { type?: string } = {},
): Promise<File> {
  const blob = await toBlob(value);
  const fileName = name ?? nameOf(value) ?? 'blob';
  const type = options.type ?? blob.type;
  return new File([blob], fileName, type ? { type } : {});
}

/** Whether a value is something {@link toBlob} can read (checked structurally, no Node imports). */
export function isUploadable(value: unknown): value is Uploadable {
  if (typeof value !== 'object' || value === null) return false;
  return (
    value instanceof Blob ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    isReadableStream(value) ||
    isAsyncIterable(value)
  );
}

/** Reads an {@link Uploadable} into a `Blob`, keeping a `Blob` or `File` as it is. */
export async function toBlob(value: Uploadable): Promise<Blob> {
  if (value instanceof Blob) return value;
  if (value instanceof ArrayBuffer) return new Blob([value]);
  if (ArrayBuffer.isView(value)) return new Blob([bytesOf(value)]);
  if (isReadableStream(value)) return new Response(value).blob();
  const chunks: Array<Uint8Array<ArrayBuffer> | string> = [];
  for await (const chunk of value) {
    chunks.push(typeof chunk === 'string' ? chunk : bytesOf(chunk));
  }
  return new Blob(chunks);
}

/** The file name a value carries: a `File`'s name, or the last segment of a file stream's path. */
export function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, path } = value as { name?: unknown; path?: unknown };
  if (typeof File !== 'undefined' && value instanceof File && name) return String(name);
  if (typeof path === 'string' && path) return path.split(/[\\/]/).pop() || undefined;
  return undefined;
}

/** A copy-free `Uint8Array` view of any typed array or `DataView` (a Node `Buffer` included). */
function bytesOf(view: ArrayBufferView): Uint8Array<ArrayBuffer> {
  return new Uint8Array(view.buffer as ArrayBuffer, view.byteOffset, view.byteLength);
}

function isReadableStream(value: object): value is ReadableStream<Uint8Array> {
  return typeof (value as ReadableStream).getReader === 'function';
}

function isAsyncIterable(value: object): value is AsyncIterable<Uint8Array | string> {
  return typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}
