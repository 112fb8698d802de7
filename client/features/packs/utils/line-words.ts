import { formatQuantity } from '@client/lib/quantity';
import type { PackLine } from '@client/features/packs/api/types';

/**
 * What the worn rule (LighterPack's, in @domain/pack-totals) does to this line, said next to
 * it: a worn line counts one unit as worn and the rest as carried, or as consumable when the
 * line is both. Nothing to say when at most one unit is worn.
 */
export function wornNote(line: PackLine): string | null {
  if (line.bundle) {
    const marked = entriesMarkedNote(line.bundle.items);
    if (marked) return marked;
  }
  if (!line.worn) return null;
  const rest = line.consumable ? 'consumable' : 'carried';
  if (line.bundle) {
    const several = line.bundle.items.some((entry) => entry.quantity * line.quantity > 1);
    return several ? `1 of each item worn, the rest ${rest}` : null;
  }
  if (line.quantity <= 1) return null;
  return `1 worn, ${formatQuantity(line.quantity - 1)} ${rest}`;
}

/** "1 of 3 items worn, 1 consumable": a bundle whose items are not all marked alike. */
function entriesMarkedNote(entries: { worn: boolean; consumable: boolean }[]): string | null {
  const worn = entries.filter((entry) => entry.worn).length;
  const consumable = entries.filter((entry) => entry.consumable).length;
  const some = (count: number) => count > 0 && count < entries.length;
  if (!some(worn) && !some(consumable)) return null;
  const parts = [
    worn > 0 && `${worn} of ${entries.length} items worn`,
    consumable > 0 && `${consumable} ${worn > 0 ? '' : `of ${entries.length} items `}consumable`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** "1 item", "3 items", "2.5 items". */
export const itemCountText = (count: number): string =>
  `${formatQuantity(count)} ${count === 1 ? 'item' : 'items'}`;
