/** What the log may say about an unexpected error. */
export interface ErrorSummary {
  error: string;
  message: string;
  cause?: string;
  /** Stack frames only: the message line above them can hold query parameters. */
  stack?: string;
}

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 300);

/**
 * Summarises an error for the log without the data it may carry: the query layer's messages
 * end with the query's parameters (e-mail addresses, token hashes) on a line of their own, so
 * only first lines are kept, and the stack is reduced to its frames.
 */
export function describeError(error: unknown): ErrorSummary {
  // Anything can be thrown; a non-error is logged as its type and first line of text.
  if (!(error instanceof Error)) return { error: typeof error, message: firstLine(String(error)) };
  const summary: ErrorSummary = { error: error.name, message: firstLine(error.message) };
  if (error.cause instanceof Error) summary.cause = firstLine(error.cause.message);
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (frames) summary.stack = frames;
  return summary;
}
