import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { changedItemValues, newItemValues, resolvePrice } from './gear-item-rules.js';

const priced = { priceMinor: 1299, currency: 'EUR' };
const unpriced = { priceMinor: null, currency: null };

describe('resolvePrice', () => {
  it('keeps the stored price when nothing about it is sent', () => {
    expect(resolvePrice(priced, {})).toEqual(priced);
  });

  it('changes the amount and keeps the stored currency', () => {
    expect(resolvePrice(priced, { priceMinor: 500 })).toEqual({ priceMinor: 500, currency: 'EUR' });
  });

  it('clears the currency with the price', () => {
    expect(resolvePrice(priced, { priceMinor: null })).toEqual(unpriced);
  });

  it('does not keep a currency without a price', () => {
    expect(resolvePrice(unpriced, { currency: 'USD' })).toEqual(unpriced);
  });

  it('refuses a price without a currency, naming currency', () => {
    const attempt = () => resolvePrice(unpriced, { priceMinor: 100 });
    expect(attempt).toThrow(BadRequestException);
    try {
      attempt();
    } catch (error) {
      expect((error as BadRequestException).getResponse()).toMatchObject({
        errors: [{ field: 'currency' }],
      });
    }
  });
});

describe('item values', () => {
  it('leaves defaults to the database for fields a new item does not send', () => {
    expect(newItemValues({ name: 'Cup', weightMg: 30_000 })).toEqual({
      name: 'Cup',
      weightMg: 30_000,
      priceMinor: null,
      currency: null,
    });
  });

  it('changes only what a PATCH sends, and the price only when it is sent', () => {
    expect(changedItemValues(priced, { notes: 'Dented' })).toEqual({ notes: 'Dented' });
    expect(changedItemValues(priced, { categoryId: null, currency: 'GBP' })).toEqual({
      categoryId: null,
      priceMinor: 1299,
      currency: 'GBP',
    });
  });
});
