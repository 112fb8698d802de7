import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path.js';

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
    expect(safeReturnPath('/packs/./1/%2e%2e/2')).toBe('/packs/2');
  });

  it('keeps an encoded slash inside a path (a category named "Hike/Run")', () => {
    expect(safeReturnPath('/track/Hike%2FRun?x=1')).toBe('/track/Hike%2FRun?x=1');
  });

  // Each of these becomes `//host` or `/\host` once dot segments are resolved or the path is
  // decoded, which a browser reads as another site.
  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/./%2F/evil.example',
    '/%252F%252Fevil.example',
  ])('turns %s into /home', (value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });
});
