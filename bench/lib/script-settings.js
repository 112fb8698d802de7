/** What the bench's stand-alone memory scripts (memory.js, export-memory.js) share. */

/** A line on stderr, so stdout holds only the figures. @param {string} message */
export const progress = (message) => process.stderr.write(`${message}\n`);

/**
 * A whole-number setting from the environment, `fallback` when unset.
 *
 * @param {string} name
 * @param {number} fallback
 */
export function setting(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, not "${text}"`);
  }
  return value;
}
