import { describe, expect, it } from 'vitest';
import { isHttpUrl, itemFormSchema } from './item-form-schema';

const values = (changes: Record<string, string>) => ({
  name: 'Tent',
  brand: '',
  categoryId: '',
  weight: '500',
  quantityOwned: '1',
  price: '',
  currency: 'EUR',
  url: '',
  notes: '',
  retired: false,
  retireAfterKm: '',
  ...changes,
});

const firstError = async (changes: Record<string, string>) => {
  try {
    await itemFormSchema('g').validate(values(changes));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the item form', () => {
  it('takes a link typed without https://, which is added when it is saved', async () => {
    expect(isHttpUrl('example.com/tent')).toBe(true);
    expect(await firstError({ url: 'example.com/tent' })).toBeNull();
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/tent', 'tent shop'])(
    'refuses the link %j',
    async (url) => {
      expect(await firstError({ url })).toBe(
        'Enter a web address starting with http:// or https://',
      );
    },
  );

  it('says a negative quantity owned must be 0 or more', async () => {
    expect(await firstError({ quantityOwned: '-1' })).toBe('Must be 0 or more');
  });

  it('takes a retirement distance in km, empty or 0, and says why it refuses one', async () => {
    for (const retireAfterKm of ['', '0', '600', '750.5']) {
      expect(await firstError({ retireAfterKm })).toBeNull();
    }
    expect(await firstError({ retireAfterKm: '-600' })).toBe('0 (no limit) or more');
    expect(await firstError({ retireAfterKm: '200000' })).toBe('At most 100,000 km');
  });
});
