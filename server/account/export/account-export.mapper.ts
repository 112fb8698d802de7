import type { BundleItemEntity } from '@server/bundles/bundle-item.entity.js';
import type { BundleEntity } from '@server/bundles/bundle.entity.js';
import { groupBy } from '@server/common/group-by.js';
import type { GearItemEntity } from '@server/gear/gear-item.entity.js';
import type { PackLineEntity } from '@server/packs/pack-line.entity.js';
import type { PackEntity } from '@server/packs/pack.entity.js';
import type { AccountSnapshot } from './account-export.repository.js';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportDocument,
  type ExportLineItem,
  type ExportPack,
  type ExportPackLine,
} from './export-format.js';

const iso = (date: Date): string => date.toISOString();

/** Lookups over the snapshot, so lines are filled in without another query. */
interface Index {
  categoryNames: Map<string, string>;
  items: Map<string, GearItemEntity>;
  bundles: Map<string, BundleEntity>;
  bundleEntries: Map<string, BundleItemEntity[]>;
}

function indexOf(snapshot: AccountSnapshot): Index {
  return {
    categoryNames: new Map(snapshot.categories.map((c) => [c.id, c.name])),
    items: new Map(snapshot.items.map((item) => [item.id, item])),
    bundles: new Map(snapshot.bundles.map((bundle) => [bundle.id, bundle])),
    bundleEntries: groupBy(snapshot.bundleItems, (entry) => entry.bundleId),
  };
}

const categoryName = (index: Index, id: string | null): string | null =>
  id === null ? null : (index.categoryNames.get(id) ?? null);

function lineItem(index: Index, item: GearItemEntity): ExportLineItem {
  return {
    gearItemId: item.id,
    name: item.name,
    categoryName: categoryName(index, item.categoryId),
    notes: item.notes,
    weightMg: item.weightMg,
    weightUnit: item.weightUnit,
    url: item.url,
    priceMinor: item.priceMinor,
    currency: item.currency,
  };
}

function toLine(index: Index, line: PackLineEntity): ExportPackLine {
  const item = line.gearItemId === null ? undefined : index.items.get(line.gearItemId);
  const bundle = line.bundleId === null ? undefined : index.bundles.get(line.bundleId);
  return {
    id: line.id,
    kind: line.bundleId === null ? 'item' : 'bundle',
    gearItemId: line.gearItemId,
    bundleId: line.bundleId,
    categoryId: (item ?? bundle)?.categoryId ?? null,
    quantity: line.quantity,
    worn: line.worn,
    consumable: line.consumable,
    packed: line.packed,
    sortOrder: line.sortOrder,
    item: item ? lineItem(index, item) : null,
    bundle: bundle
      ? {
          name: bundle.name,
          categoryName: categoryName(index, bundle.categoryId),
          entries: (index.bundleEntries.get(bundle.id) ?? []).flatMap((entry) => {
            const entryItem = index.items.get(entry.gearItemId);
            return entryItem ? [{ ...lineItem(index, entryItem), quantity: entry.quantity }] : [];
          }),
        }
      : null,
  };
}

function toPacks(snapshot: AccountSnapshot, index: Index): ExportPack[] {
  const lines = groupBy(snapshot.packLines, (line) => line.packId);
  const order = groupBy(snapshot.packCategories, (row) => row.packId);
  return snapshot.packs.map((pack: PackEntity) => ({
    id: pack.id,
    name: pack.name,
    description: pack.description,
    slug: pack.slug,
    uncategorizedSortOrder: pack.uncategorizedSortOrder,
    categoryOrder: (order.get(pack.id) ?? []).map(({ categoryId, sortOrder }) => ({
      categoryId,
      sortOrder,
    })),
    lines: (lines.get(pack.id) ?? []).map((line) => toLine(index, line)),
    createdAt: iso(pack.createdAt),
    updatedAt: iso(pack.updatedAt),
  }));
}

/** The whole document but the photos' bytes (`photos` is left empty: they stream after). */
export function toExportDocument(snapshot: AccountSnapshot, exportedAt: Date): ExportDocument {
  const { user } = snapshot;
  const index = indexOf(snapshot);
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: iso(exportedAt),
    account: {
      email: user.email,
      firstName: user.givenName,
      lastName: user.familyName,
      username: user.username,
      avatarPhotoId: user.avatarPhotoId,
      weightUnit: user.weightUnit,
      currency: user.currency,
      subscriptionPlan: user.subscriptionPlan,
      createdAt: iso(user.createdAt),
    },
    gear: {
      categories: snapshot.categories.map((category) => ({
        id: category.id,
        name: category.name,
        color: category.color,
        sortOrder: category.sortOrder,
        createdAt: iso(category.createdAt),
        updatedAt: iso(category.updatedAt),
      })),
      items: snapshot.items.map((item) => ({
        id: item.id,
        categoryId: item.categoryId,
        name: item.name,
        brand: item.brand,
        weightMg: item.weightMg,
        weightUnit: item.weightUnit,
        quantityOwned: item.quantityOwned,
        priceMinor: item.priceMinor,
        currency: item.currency,
        url: item.url,
        notes: item.notes,
        photoId: item.photoId,
        retired: item.retired,
        createdAt: iso(item.createdAt),
        updatedAt: iso(item.updatedAt),
      })),
    },
    bundles: snapshot.bundles.map((bundle) => ({
      id: bundle.id,
      categoryId: bundle.categoryId,
      name: bundle.name,
      description: bundle.description,
      items: (index.bundleEntries.get(bundle.id) ?? []).map((entry) => ({
        gearItemId: entry.gearItemId,
        quantity: entry.quantity,
        sortOrder: entry.sortOrder,
      })),
      createdAt: iso(bundle.createdAt),
      updatedAt: iso(bundle.updatedAt),
    })),
    packs: toPacks(snapshot, index),
    photos: [],
  };
}
