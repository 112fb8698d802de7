import { describe, expect, it } from 'vitest';
import { completeWebAddress } from './web-address.js';

describe('a typed link', () => {
  it.each([
    ['example.com/tent', 'https://example.com/tent'],
    ['  www.zpacks.com/duplex ', 'https://www.zpacks.com/duplex'],
    ['//example.com/tent', 'https://example.com/tent'],
    ['example.com:8080/tent', 'https://example.com:8080/tent'],
  ])('completes %j with https://', (typed, link) => {
    expect(completeWebAddress(typed)).toBe(link);
  });

  it.each([
    'https://example.com/tent',
    'http://example.com/tent',
    'HTTPS://example.com/tent',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'ftp://example.com/tent',
    'mailto:someone@example.com',
    'data:text/html,hi',
  ])('leaves %j with its scheme, for the rules to judge', (typed) => {
    expect(completeWebAddress(typed)).toBe(typed);
  });

  it('leaves a blank link blank', () => {
    expect(completeWebAddress('   ')).toBe('');
  });
});
