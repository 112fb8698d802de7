import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, encodeState, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each(['/home', '/packs/123', '/packs/123/checklist?hide=packed', '/search?q=tent#top', '/'])(
    'keeps the path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash anywhere', '/packs\\..\\..'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/home\nSet-Cookie: x=1'],
    ['a relative path', 'packs/1'],
    ['an empty string', ''],
    ['a non-string', 42],
    ['undefined', undefined],
    ['an overlong path', `/${'a'.repeat(3000)}`],
  ])('turns %s into /home', (_label, value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../packs')).toBe('/packs');
  });
});

describe('encodeState', () => {
  it('is the base64 of the return path', () => {
    expect(encodeState('/packs/1?x=2')).toBe(Buffer.from('/packs/1?x=2').toString('base64'));
    expect(Buffer.from(encodeState('/home'), 'base64').toString()).toBe('/home');
  });
});
