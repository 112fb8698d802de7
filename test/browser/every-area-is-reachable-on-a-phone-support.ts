/** The phone of the every-area-is-reachable-on-a-phone-*.test.ts files: 390 px wide. */
export const PHONE = { width: 390, height: 844 } as const;
