import { describe, expect, it } from 'vitest';
import { fieldsWithNul } from './nul-characters.js';

describe('fieldsWithNul', () => {
  it('finds nothing in ordinary values', () => {
    expect(fieldsWithNul({ name: 'Tent', items: [{ weight: 1 }], note: null, ok: true })).toEqual(
      [],
    );
    expect(fieldsWithNul('plain', 'search')).toEqual([]);
    expect(fieldsWithNul(undefined)).toEqual([]);
  });

  it('names a top-level value by its root', () => {
    expect(fieldsWithNul('a\u0000b', 'search')).toEqual(['search']);
  });

  it('names nested fields as validation errors do, in the order they were sent', () => {
    const body = {
      name: 'ok',
      items: [{ name: 'fine' }, { name: 'x' }, { name: '\u0000', tags: ['a', 'b\u0000'] }],
      notes: 'n\u0000',
    };
    expect(fieldsWithNul(body)).toEqual(['items[2].name', 'items[2].tags[1]', 'notes']);
    expect(fieldsWithNul({ search: 'a\u0000' }, 'query')).toEqual(['query.search']);
  });

  it('finds a NUL in a property name, written visibly', () => {
    expect(fieldsWithNul({ items: [{ 'a\u0000b': 1 }] })).toEqual(['items[0].a\\u0000b']);
  });

  it('leaves bytes alone (an uploaded file is not text)', () => {
    const file = { originalname: 'pack.csv', buffer: Buffer.from([0, 1, 0]) };
    expect(fieldsWithNul(file)).toEqual([]);
    expect(fieldsWithNul({ ...file, originalname: 'p\u0000.csv' })).toEqual(['originalname']);
  });

  it('walks a deep value without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(fieldsWithNul(deep, 'body')).toEqual([`body${'[0]'.repeat(100_000)}`]);
  });
});
