// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decodeState, safeReturnPath } from './return-path';

const b64 = (text: string) => btoa(text);

describe('decodeState', () => {
  it('decodes the base64 return path', () => {
    expect(decodeState(b64('/packs/1/checklist?hide=packed'))).toBe(
      '/packs/1/checklist?hide=packed',
    );
  });

  it.each([
    ['another site', b64('https://evil.example/')],
    ['a protocol-relative URL', b64('//evil.example')],
    ['a backslash trick', b64('/\\evil.example')],
    ['a dot segment before a protocol-relative URL', b64('/.//evil.example')],
    ['not base64', '%%%'],
  ])('goes to /home for %s', (_label, state) => {
    expect(decodeState(state)).toBe('/home');
  });
});

describe('safeReturnPath', () => {
  it('keeps paths on this site and refuses the rest', () => {
    expect(safeReturnPath('/gear?sort=weight')).toBe('/gear?sort=weight');
    expect(safeReturnPath(null)).toBe('/home');
    expect(safeReturnPath('javascript:alert(1)')).toBe('/home');
    expect(safeReturnPath('/home\n')).toBe('/home');
  });
});
