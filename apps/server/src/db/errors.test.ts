import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a refused connection wrapped by the query layer', wrapped(withCode('ECONNREFUSED'))],
    ['refusals on every address', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a server that stopped answering', new Error('Query read timeout')],
    ['a closed embedded database', wrapped(new Error('PGlite is closed'))],
    [
      'a server shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server still starting', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006', 'connection failure')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', wrapped(withCode('42601', 'syntax error at or near "selec"'))],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
