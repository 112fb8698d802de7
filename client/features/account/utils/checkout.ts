/** Spec section 5: `checkout`, if present, must be success or cancelled. */
export const CHECKOUT_OUTCOMES = ['success', 'cancelled'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export const isCheckoutOutcome = (value: unknown): value is CheckoutOutcome =>
  typeof value === 'string' && (CHECKOUT_OUTCOMES as readonly string[]).includes(value);

/**
 * The outcome the address carries: null without one, `'invalid'` for anything else (an empty
 * value, an unknown word, the parameter twice).
 */
export function checkoutOf(search: URLSearchParams): CheckoutOutcome | null | 'invalid' {
  const values = search.getAll('checkout');
  if (values.length === 0) return null;
  const [value] = values;
  return values.length === 1 && isCheckoutOutcome(value) ? value : 'invalid';
}
