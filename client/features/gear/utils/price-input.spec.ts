import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './price-input';

describe('a typed price', () => {
  it.each([
    ['12.99', 'USD', 1299],
    ['£1,299.50', 'GBP', 129_950],
    ['10,000,000', 'USD', 1_000_000_000],
    ['1000000000', 'JPY', 1_000_000_000],
  ])('reads %j in %s as %d minor units', (text, currency, minor) => {
    expect(parsePriceInput(text, currency)).toEqual({ minor });
  });

  it.each([
    ['10,000,000.01', 'USD', 'Prices go up to $10,000,000.00'],
    ['1e400', 'USD', 'Not a price: try 12.99'],
    ['9'.repeat(400), 'EUR', 'Prices go up to €10,000,000.00'],
    ['1000000001', 'JPY', 'Prices go up to ¥1,000,000,000'],
  ])('refuses %j in %s past the largest price a pack can add up', (text, currency, error) => {
    expect(parsePriceInput(text, currency)).toEqual({ error });
  });
});
