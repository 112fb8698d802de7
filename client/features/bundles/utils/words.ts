import { formatQuantity } from '@client/lib/quantity';

/** "1 item", "3 items", "2.5 items" (half a fuel canister counts as half). */
export const itemsLabel = (count: number): string =>
  count === 1 ? '1 item' : `${formatQuantity(count)} items`;

export const bundlesLabel = (count: number): string =>
  count === 1 ? '1 bundle' : `${count} bundles`;

export const packsLabel = (count: number): string => (count === 1 ? '1 pack' : `${count} packs`);

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "Alps", "Alps and Overnighter", "Alps, Coast and Overnighter". */
export const namesList = (names: readonly string[]): string => list.format(names);

/** The start of a long text, cut at a word, with an ellipsis; short texts as they are. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
