/** The stream's bytes in pieces of exactly `size` (the last one shorter). */
export async function* rechunk(
  source: AsyncIterable<Uint8Array>,
  size: number,
): AsyncIterable<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (heldBytes + rest.byteLength >= size) {
      const take = size - heldBytes;
      yield Buffer.concat([...held, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      held = [];
      heldBytes = 0;
    }
    if (rest.byteLength > 0) {
      held.push(Buffer.from(rest));
      heldBytes += rest.byteLength;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}
