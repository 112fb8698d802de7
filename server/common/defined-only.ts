/** The object without its undefined properties: what a PATCH did not send stays as it is. */
export const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
