import { describe, expect, it } from 'vitest';
import { checkoutOf } from './checkout';

const of = (search: string) => checkoutOf(new URLSearchParams(search));

describe('the checkout parameter', () => {
  it('is absent, success or cancelled', () => {
    expect(of('')).toBeNull();
    expect(of('other=1')).toBeNull();
    expect(of('checkout=success')).toBe('success');
    expect(of('checkout=cancelled')).toBe('cancelled');
  });

  it.each(['checkout=', 'checkout=bogus', 'checkout=Success', 'checkout=success&checkout=success'])(
    'is invalid as %s',
    (search) => {
      expect(of(search)).toBe('invalid');
    },
  );
});
