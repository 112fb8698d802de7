import { Injectable } from '@nestjs/common';
import { PackImportService } from '@server/packs/import/pack-import.service.js';
import type { CopyPublicPackResultDto } from './dto/copy-public-pack-result.dto.js';
import { publicPackRows } from './public-copy-rows.js';
import { PublicReadService } from './public-read.service.js';

/**
 * The currency of the import's plan, which a copy's rows never fall back on: each priced item
 * carries its own.
 */
const UNUSED_CURRENCY = 'USD';

/**
 * Copies a public pack into the visitor's own gear, unlinked: a new private pack with the
 * public one's name, description, categories and lines (a fresh slug, as for any new pack),
 * its items matched into the visitor's library by name and category exactly as a LighterPack
 * import matches them, or added to it. The public pack becomes the rows an import would read
 * (publicPackRows) and goes through the import's own planner and writer, whole or not at all;
 * a public pack holds at most MAX_PACK_LINES items (bundles' counted), so the copy is bounded.
 */
@Injectable()
export class PublicCopyService {
  constructor(
    private readonly read: PublicReadService,
    private readonly imports: PackImportService,
  ) {}

  async copy(visitorId: string, username: string, slug: string): Promise<CopyPublicPackResultDto> {
    const { owner, pack } = await this.read.packSource(username, slug);
    const written = await this.imports.importRows(visitorId, {
      name: pack.name,
      description: pack.description,
      currency: UNUSED_CURRENCY,
      lines: publicPackRows(pack, owner.weightUnit),
    });
    return {
      packId: written.pack.id,
      packName: written.pack.name,
      matched: written.matchedItems.map(({ name, category }) => ({ name, category })),
      created: written.newItems,
      categoriesCreated: written.newCategories,
    };
  }
}
