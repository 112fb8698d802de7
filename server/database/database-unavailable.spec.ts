import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 08001 (cannot connect)', withCode('08001')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P02 (crash shutdown)', withCode('57P02')],
    ['SQLSTATE 57P03 (starting up)', withCode('57P03')],
    ['SQLSTATE 53300 (too many connections)', withCode('53300')],
  ])('says yes for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through TypeORM, causes and every address tried', () => {
    const wrapped = new QueryFailedError('SELECT 1', [], withCode('57P01'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('ECONNRESET') }))).toBe(true);
    const bothAddresses = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(bothAddresses)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['a NUL in text', withCode('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a syntax error', withCode('42601')],
    ['a lock timeout', withCode('55P03')],
    ['a plain bug', new TypeError('x is undefined')],
    ['no error at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on an error that causes itself', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
