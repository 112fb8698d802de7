import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.js';

describe('error codes', () => {
  it('are unique and written in upper snake case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('recognise a known code and nothing else', () => {
    expect(isErrorCode('SLUG_TAKEN')).toBe(true);
    expect(isErrorCode('SLUG_TAKEN ')).toBe(false);
    expect(isErrorCode('ECONNREFUSED')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
