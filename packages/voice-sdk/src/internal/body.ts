import type { APIResponseProps } from '../core/api-promise.ts';
import { PlatformError } from '../core/error.ts';

/**
 * The parsed body of a successful answer: `undefined` when empty (204), parsed JSON when the
 * content type says JSON, otherwise the text.
 */
export async function parseResponseBody(props: APIResponseProps): Promise<unknown> {
  const text = await props.readText();
  if (text === '') return undefined;
  if (!isJSONContentType(props.response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    const { method, path } = props.options;
    throw new PlatformError(`The answer to ${method.toUpperCase()} ${path} is not valid JSON.`, {
      cause,
    });
  }
}

/** An error body as JSON when it is JSON (NestJS's `{ message, error, statusCode }`), else its text. */
export function parseErrorBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      // Not JSON after all (a proxy's HTML page, a truncated body): keep the text.
    }
  }
  return text;
}

/** The body of a request: `FormData` passes through, anything else becomes JSON. */
export function encodeJSONBody(body: unknown): {
  body: FormData | string | undefined;
  json: boolean;
} {
  if (body === undefined) return { body: undefined, json: false };
  if (body instanceof FormData) return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

/** `application/json`, `application/problem+json` …, with or without parameters. */
const JSON_CONTENT_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

function isJSONContentType(contentType: string | null): boolean {
  return contentType !== null && JSON_CONTENT_TYPE.test(contentType);
}
