import { PlatformError } from '../core/error.ts';
import { isUploadable, nameOf, toBlob } from '../core/uploads.ts';

/**
 * Builds the `FormData` of a multipart request from an object of fields. Built once per call,
 * before the first attempt: streams are read into `Blob`s so every retry can resend the body.
 * `fetch` sets the `multipart/form-data; boundary=…` content type itself.
 */
export async function toFormData(fields: unknown): Promise<FormData> {
  if (fields instanceof FormData) return fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new PlatformError('A multipart body must be an object of fields.');
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) await appendField(form, key, item);
  }
  return form;
}

async function appendField(form: FormData, key: string, value: unknown): Promise<void> {
  if (value === undefined || value === null) return;
  if (isUploadable(value)) {
    const name = nameOf(value);
    const blob = await toBlob(value);
    if (name === undefined) form.append(key, blob);
    else form.append(key, blob, name);
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}
