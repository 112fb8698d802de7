/**
 * The export's JSON text, written piece by piece: the same document JSON.stringify would give
 * (with each list entry on a line of its own), without ever holding the whole of it.
 */

/** `value` as indented JSON (two spaces) that starts at `indent` (the key's own indent). */
export function jsonValue(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

/**
 * A JSON list written as its entries come, a batch at a time: `[`, the entries one per line
 * (indented under `indent`), `]`; `[]` when no batch holds any. Each batch is one piece of text,
 * so the response is written in pieces of a batch, not of a row.
 */
export async function* jsonList(
  indent: string,
  batches: AsyncIterable<readonly unknown[]>,
): AsyncGenerator<string> {
  const separator = `,\n${indent}  `;
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const entries = batch.map((entry) => JSON.stringify(entry)).join(separator);
    yield `${first ? '[' : ','}\n${indent}  ${entries}`;
    first = false;
  }
  yield first ? '[]' : `\n${indent}]`;
}
