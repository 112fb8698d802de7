import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.js';

describe('containsPattern', () => {
  it('wraps plain text in wildcards', () => {
    expect(containsPattern('tent')).toBe('%tent%');
  });

  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
