/**
 * PostgreSQL cannot store U+0000 in text (`invalid byte sequence for encoding "UTF8": 0x00`) nor
 * in jsonb, and no person types it: text holding one is refused where it enters, by name.
 */
const NUL = '\u0000';

export const containsNul = (text: string): boolean => text.includes(NUL);

/** The field as a message shows it: a NUL in a property name is written `\u0000`. */
const visible = (name: string): string => name.replaceAll(NUL, '\\u0000');

const childPath = (parent: string, key: string | number): string =>
  typeof key === 'number'
    ? `${parent}[${key}]`
    : parent
      ? `${parent}.${visible(key)}`
      : visible(key);

/** Bytes (an uploaded file's contents) are the handler's to judge, never text. */
const isBinary = (value: object): boolean =>
  ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/**
 * The path of every string holding a NUL character, property names included, written as the
 * validation errors write fields (`items[2].name`, `search`); `root` names the value itself.
 */
export function fieldsWithNul(value: unknown, root = ''): string[] {
  const found: string[] = [];
  // Iterative, so a deep value cannot overflow the stack; the object graph of a request is a tree.
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (containsNul(current)) found.push(path);
      continue;
    }
    if (typeof current !== 'object' || current === null || isBinary(current)) continue;
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item: unknown, index) => [index, item])
      : Object.entries(current);
    // Pushed in reverse so fields come out in the order they were sent.
    for (const [key, item] of entries.reverse()) {
      // A property name holding a NUL is the fault itself: what it holds need not be read.
      const named = typeof key === 'string' && containsNul(key);
      pending.push({ value: named ? key : item, path: childPath(path, key) });
    }
  }
  return found;
}

export const NUL_MESSAGE = 'must not contain NUL characters (\\u0000)';
