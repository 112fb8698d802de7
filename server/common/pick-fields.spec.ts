import { describe, expect, it } from 'vitest';
import { pickFields } from './pick-fields.js';

describe('pickFields', () => {
  it('copies only the named fields', () => {
    const owner = { name: 'Tent', notes: 'private', weightMg: 1_000 };
    expect(pickFields(owner, ['name', 'weightMg'])).toEqual({ name: 'Tent', weightMg: 1_000 });
  });

  it('leaves out a named field the value does not have, and keeps null', () => {
    const line: { quantity: number; worn?: true; gainM: number | null } = {
      quantity: 1,
      gainM: null,
    };
    const picked = pickFields(line, ['quantity', 'worn', 'gainM']);
    expect(Object.keys(picked)).toEqual(['quantity', 'gainM']);
    expect(picked.gainM).toBeNull();
  });
});
