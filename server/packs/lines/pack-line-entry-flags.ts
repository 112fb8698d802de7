import type { EntryFlag, EntryFlags } from '@server/domain/pack-totals.js';

type Mark = 'worn' | 'consumable';
const MARKS: readonly Mark[] = ['worn', 'consumable'];

interface LineMarks {
  worn: boolean;
  consumable: boolean;
  entryFlags: EntryFlags;
}

/**
 * A bundle line's item marks after a change. A mark set on the line itself applies to every
 * item again (their own marks of that kind go); then the entry's marks are kept where they
 * differ from the line's, so only real exceptions are stored.
 */
export function nextEntryFlags(
  line: LineMarks,
  lineChanges: Partial<Record<Mark, boolean>>,
  entry?: { gearItemId: string } & Partial<Record<Mark, boolean>>,
): EntryFlags {
  const lineMark = (mark: Mark) => lineChanges[mark] ?? line[mark];
  const next = new Map<string, EntryFlag>();
  for (const [gearItemId, flags] of Object.entries(line.entryFlags)) {
    const kept: EntryFlag = {};
    for (const mark of MARKS) {
      const own = flags[mark];
      if (lineChanges[mark] === undefined && own !== undefined) kept[mark] = own;
    }
    next.set(gearItemId, kept);
  }
  if (entry) {
    const flags = { ...next.get(entry.gearItemId) };
    for (const mark of MARKS) {
      const wanted = entry[mark];
      if (wanted === undefined) continue;
      if (wanted === lineMark(mark)) delete flags[mark];
      else flags[mark] = wanted;
    }
    next.set(entry.gearItemId, flags);
  }
  return Object.fromEntries([...next].filter(([, flags]) => Object.keys(flags).length > 0));
}
