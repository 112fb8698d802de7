/**
 * A LIKE pattern matching `text` anywhere, with the text's own `%`, `_` and `\` taken literally
 * (the query says ESCAPE '\'), so typing "50%" finds "50%" and not "50 g".
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
