import type { ApiSchema } from '@client/lib/api/schema';

/** What the bundles API answers and takes: the server's DTOs, generated (client/lib/api/schema.d.ts). */

export type BundleSummary = ApiSchema<'BundleSummaryDto'>;

export type BundleEntryItem = ApiSchema<'BundleEntryItemDto'>;

export type BundleEntry = ApiSchema<'BundleEntryDto'>;

export type PackRef = ApiSchema<'PackRefDto'>;

export type BundleDetail = ApiSchema<'BundleDetailDto'>;

/** The body of POST /api/bundles. */
export type NewBundle = ApiSchema<'CreateBundleDto'>;

/** PATCH /api/bundles/:id: what is sent changes; categoryId null clears it. */
export type BundleChanges = ApiSchema<'UpdateBundleDto'>;

/** POST /api/bundles/:id/items: an item already in the bundle adds to its quantity. */
export type NewBundleEntry = ApiSchema<'AddBundleItemDto'>;
