import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The provider's error body (NestJS default): `message` is a list of strings for validation. */
export interface PlatformErrorBody {
  message: string | string[];
  error: string;
  statusCode: number;
}

/** Builds the provider's error body for a status. */
export function errorBody(status: number, message: string | string[]): PlatformErrorBody {
  return { message, error: reasonPhrases[status] ?? 'Error', statusCode: status };
}

/** An error the platform answers with the provider's body; thrown anywhere in a route. */
export class PlatformError extends HTTPException {
  readonly messages: string | string[];

  constructor(status: ContentfulStatusCode, message: string | string[]) {
    super(status, { message: Array.isArray(message) ? message.join('; ') : message });
    this.messages = message;
  }

  /** The response this error renders to. */
  toResponse(): Response {
    return Response.json(errorBody(this.status, this.messages), { status: this.status });
  }
}

/** 400 with one string per problem (the validation shape). */
export const badRequest = (messages: string | string[]): PlatformError =>
  new PlatformError(400, messages);

/** 404 for an unknown id, named after the resource (`Assistant not found`). */
export const notFound = (resource: string): PlatformError =>
  new PlatformError(404, `${resource} not found`);

/** The provider's answer to a missing, unknown or wrong-kind key. */
export const invalidKey = (): PlatformError =>
  new PlatformError(
    401,
    'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
  );
