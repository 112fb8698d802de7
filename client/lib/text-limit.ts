/**
 * Text fields with a length limit take whatever is typed or pasted and say at once when it is
 * too long: a `maxLength` attribute would cut a pasted name short without a word.
 */

/** "At most 200 characters" past `max` (spaces at either end aside: they are trimmed), or false. */
export const lengthError = (text: string, max: number): string | false =>
  text.trim().length > max && `At most ${max} characters`;
