import { describe, expect, it } from 'vitest';
import { encodeState } from './sign-in-state.js';

describe('encodeState', () => {
  it('is the base64 of the return path', () => {
    expect(encodeState('/packs/1?x=2')).toBe(Buffer.from('/packs/1?x=2').toString('base64'));
    expect(Buffer.from(encodeState('/home'), 'base64').toString()).toBe('/home');
  });
});
