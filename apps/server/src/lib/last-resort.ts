// The process-wide net under every request and upgrade handler. Each handler answers its own
// failures; an error that still escapes one (a stray event-emitter error, a rejected promise
// nobody awaited) must cost at most that request, never the process everyone else is using.
import type { Logger } from '../logger.ts';
import { describeError } from './describe-error.ts';

/**
 * Logs uncaught exceptions and unhandled rejections and keeps the process serving, instead of
 * Node's default of exiting. Install once, in the entry point.
 */
export function keepServingOnStrayErrors(logger: Logger): void {
  process.on('uncaughtException', (error) =>
    logger.error('uncaught error (the server keeps serving)', { ...describeError(error) }),
  );
  process.on('unhandledRejection', (reason) =>
    logger.error('unhandled rejection (the server keeps serving)', { ...describeError(reason) }),
  );
}
