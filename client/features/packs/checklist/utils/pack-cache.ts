import type { PackDetail, PackLine } from '@client/features/packs/api/types';

const sameLines = (a: readonly PackLine[], b: readonly PackLine[]) =>
  a.every((line, index) => line === b[index]);

/**
 * The pack with these lines' `packed` set; the same object when nothing changes (so SWR and
 * React see no change). Undefined stays undefined: a mutation before the first load is a no-op.
 */
export function withPackedValues(
  pack: PackDetail,
  values: ReadonlyMap<string, boolean>,
): PackDetail;
export function withPackedValues(
  pack: PackDetail | undefined,
  values: ReadonlyMap<string, boolean>,
): PackDetail | undefined;
export function withPackedValues(
  pack: PackDetail | undefined,
  values: ReadonlyMap<string, boolean>,
): PackDetail | undefined {
  if (!pack || values.size === 0) return pack;
  const lines = pack.lines.map((line) => {
    const packed = values.get(line.id);
    return packed === undefined || packed === line.packed ? line : { ...line, packed };
  });
  return sameLines(lines, pack.lines) ? pack : { ...pack, lines };
}

/** The pack with one line as the server answered it; the other lines are left as they are. */
export function withLineReplaced(
  pack: PackDetail | undefined,
  saved: PackLine,
): PackDetail | undefined {
  if (!pack) return pack;
  // A line deleted in the editor meanwhile stays deleted.
  if (!pack.lines.some((line) => line.id === saved.id)) return pack;
  return { ...pack, lines: pack.lines.map((line) => (line.id === saved.id ? saved : line)) };
}
