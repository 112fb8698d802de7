import { describe, expect, it } from 'vitest';
import { normalizeUsername, RESERVED_USERNAMES, usernameProblem } from './username.js';

describe('usernames', () => {
  it('are compared trimmed and lowercase', () => {
    expect(normalizeUsername('  Ada_Walks-2 ')).toBe('ada_walks-2');
  });

  it.each(['abc', 'a-b', 'a_b', 'trail-runner_99', '123', 'x'.repeat(30)])('accept %s', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'too_short'],
    ['ab', 'too_short'],
    ['x'.repeat(31), 'too_long'],
    ['Ada', 'invalid_characters'],
    ['a.b', 'invalid_characters'],
    ['a b', 'invalid_characters'],
    ['zoë', 'invalid_characters'],
    ['ab/c', 'invalid_characters'],
    ['api', 'reserved'],
    ['admin', 'reserved'],
    ['login', 'reserved'],
    ['account', 'reserved'],
  ] as const)('refuse %j as %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });

  it('reserve every route of the app, so /u/{name} never reads as a page of it', () => {
    for (const route of ['gear', 'packs', 'bundles', 'trips', 'track', 'map', 'search', 'home']) {
      expect(RESERVED_USERNAMES.has(route)).toBe(true);
    }
  });
});
