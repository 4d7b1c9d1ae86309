import type { FinalRequestOptions } from './request-options.ts';

/** What one successful request leaves behind, before its body is read. */
export interface APIResponseProps {
  response: Response;
  options: FinalRequestOptions;
  /** The platform's id for the request (`x-request-id`, `request-id` or `cf-ray`), if sent. */
  requestId: string | undefined;
  /**
   * Reads the body as text, still under the attempt's timeout and the caller's signal, mapping
   * an abort to the SDK's error classes; then releases the timer and the signal listener.
   */
  readText(): Promise<string>;
  /** Stops the attempt's timer (the caller takes the raw `Response` and reads it itself). */
  release(): void;
}

const resolveNull = (resolve: (value: never) => void) => resolve(null as never);

/** The result of {@link APIPromise.withResponse}. */
export interface WithResponse<T> {
  data: T;
  response: Response;
  requestId: string | undefined;
}

/**
 * The promise every SDK method returns. `await` it for the parsed body; call `asResponse()`
 * for the raw `Response` (body unread) or `withResponse()` for both. The body is parsed only
 * when someone asks for it.
 *
 * @example
 * const { data, requestId } = await client.assistants.create({ name: 'Ava' }).withResponse();
 */
export class APIPromise<T> extends Promise<T> {
  #responsePromise: Promise<APIResponseProps>;
  #parse: (props: APIResponseProps) => Promise<T>;
  #parsed: Promise<T> | undefined;

  constructor(
    responsePromise: Promise<APIResponseProps>,
    parse: (props: APIResponseProps) => Promise<T>,
  ) {
    // The base promise is never used: `then`/`catch`/`finally` go through the parsed body.
    super(resolveNull);
    this.#responsePromise = responsePromise;
    this.#parse = parse;
  }

  /** Derived promises (`then` results) are plain promises, not `APIPromise`s. */
  static override get [Symbol.species]() {
    return Promise;
  }

  /** The raw `Response`, body unread; its status is 2xx (errors still throw). */
  asResponse(): Promise<Response> {
    return this.#responsePromise.then((props) => {
      props.release();
      return props.response;
    });
  }

  /** The parsed body together with the raw `Response` and the request id. */
  async withResponse(): Promise<WithResponse<T>> {
    const data = await this.#parsedBody();
    const props = await this.#responsePromise;
    return { data, response: props.response, requestId: props.requestId };
  }

  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsedBody().then(onfulfilled, onrejected);
  }

  override catch<R = never>(
    onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null,
  ): Promise<T | R> {
    return this.#parsedBody().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsedBody().finally(onfinally);
  }

  #parsedBody(): Promise<T> {
    this.#parsed ??= this.#responsePromise.then(this.#parse);
    return this.#parsed;
  }
}
