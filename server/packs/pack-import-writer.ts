import type { ImportedPackDto, MatchedItemDto } from './dto/import-pack-result.dto.js';
import {
  categoryIdFinder,
  fileCategories,
  matchLibraryItems,
  missingCategories,
  packCategoryLayout,
  type LibraryItemCandidate,
} from './pack-import-plan.js';
import type { ImportLine } from './pack-import-rows.js';
import type { PackImportTransaction } from './pack-import-transactions.js';
import { slugify, uniqueSlug } from './slug.js';

export interface ImportToWrite {
  name: string;
  currency: string;
  lines: ImportLine[];
}

export interface WrittenImport {
  pack: ImportedPackDto;
  createdItems: number;
  matchedItems: MatchedItemDto[];
}

/**
 * Writes a checked file, in the caller's transaction, in a fixed number of statements: the
 * missing categories, the items the library lacks, the pack (with the file's category order,
 * a slug made by the packs' rules) and its lines in the file's order.
 */
export async function writeImport(
  tx: PackImportTransaction,
  ownerId: string,
  { name, currency, lines }: ImportToWrite,
): Promise<WrittenImport> {
  const categoryNames = fileCategories(lines);
  const { library, nextSortOrder } = await tx.rows.categories(ownerId);
  const created = await tx.rows.insertCategories(
    ownerId,
    missingCategories(categoryNames, library, nextSortOrder),
  );
  const categories = [...library, ...created];
  const categoryIdOf = categoryIdFinder(categories);
  const lowerNames = [...new Set(lines.map(({ item }) => item.name.toLowerCase()))];
  const candidates = await tx.rows.itemsNamed(ownerId, lowerNames);
  const matches = matchLibraryItems(lines, categoryIdOf, candidates);
  const newItemIds = await tx.rows.insertItems(
    ownerId,
    lines
      .filter((_, index) => matches[index] === null)
      .map(({ item }) => ({
        ...item,
        categoryId: categoryIdOf(item.category),
        currency: item.priceMinor === null ? null : currency,
      })),
  );
  const itemIds = assignItemIds(matches, newItemIds);

  const layout = packCategoryLayout(categoryNames, categoryIdOf);
  const slug = uniqueSlug(slugify(name), new Set(await tx.packs.slugs(ownerId)));
  const packId = await tx.packs.insert(ownerId, {
    name,
    slug,
    uncategorizedSortOrder: layout.uncategorizedSortOrder,
  });
  await tx.packCategories.replace(ownerId, packId, layout.positions);
  await tx.rows.insertLines(
    ownerId,
    packId,
    lines.map((line, index) => ({
      gearItemId: itemIds[index] ?? '',
      quantity: line.quantity,
      worn: line.worn,
      consumable: line.consumable,
    })),
  );

  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  return {
    pack: { id: packId, name, slug },
    createdItems: newItemIds.length,
    matchedItems: lines.flatMap((line, index) => {
      const match = matches[index];
      if (!match) return [];
      const category = match.categoryId === null ? '' : (categoryName.get(match.categoryId) ?? '');
      return [{ line: line.line, name: match.name, category }];
    }),
  };
}

/** Each line's item: the matched one, or the next of the items just created, in order. */
function assignItemIds(matches: (LibraryItemCandidate | null)[], newIds: string[]): string[] {
  let next = 0;
  return matches.map((match) => {
    if (match) return match.id;
    const id = newIds[next];
    next += 1;
    if (id === undefined) throw new Error('Fewer items were created than rows need');
    return id;
  });
}
