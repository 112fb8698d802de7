/**
 * A new object with only the named fields of `value`, those it has (a field left out stays out):
 * how an answer copies part of another without taking whatever that one gains later.
 */
export function pickFields<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (value[key] !== undefined) picked[key] = value[key];
  }
  return picked as Pick<T, K>;
}
