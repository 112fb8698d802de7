import { Injectable } from '@nestjs/common';
import type { GearItemUsageDto } from './dto/gear-item-usage.dto.js';
import { GearItemUsageRepository } from './gear-item-usage.repository.js';

/** What deleting items would take from: said before the delete is confirmed. */
@Injectable()
export class GearItemUsageService {
  constructor(private readonly usage: GearItemUsageRepository) {}

  /** Another user's ids, or ids that do not exist, are used nowhere the owner can see. */
  async usageOf(ownerId: string, ids: string[]): Promise<GearItemUsageDto> {
    const packs = await this.usage.packs(ownerId, ids);
    const bundles = await this.usage.bundles(ownerId, ids);
    return { packs, bundles };
  }
}
