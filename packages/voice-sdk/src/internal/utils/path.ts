import { PlatformError } from '../../core/error.ts';

/**
 * Template tag that builds a request path, percent-encoding every interpolated parameter so
 * an id can never add segments or a query. Empty, missing, `.`/`..` or non-scalar parameters
 * throw, because they would silently address a different endpoint.
 *
 * @example
 * path`/assistant/${id}/version/${versionId}` // '/assistant/a%2Fb/version/7'
 */
export const path = (strings: TemplateStringsArray, ...params: unknown[]): string => {
  let result = strings[0] ?? '';
  for (let i = 0; i < params.length; i++) {
    result += encodeParam(params[i], strings) + (strings[i + 1] ?? '');
  }
  return result;
};

function encodeParam(param: unknown, strings: TemplateStringsArray): string {
  const kind = typeof param;
  if (kind !== 'string' && kind !== 'number' && kind !== 'bigint' && kind !== 'boolean') {
    throw invalid(strings, `must be a string or number, got ${param === null ? 'null' : kind}`);
  }
  const text = String(param);
  if (text === '' || text === '.' || text === '..') {
    throw invalid(strings, text === '' ? 'is empty' : `may not be "${text}"`);
  }
  return encodeURIComponent(text);
}

function invalid(strings: TemplateStringsArray, problem: string): PlatformError {
  return new PlatformError(`Path parameter of ${strings.join('{param}')} ${problem}.`);
}
