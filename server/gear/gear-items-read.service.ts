import { Injectable } from '@nestjs/common';
import { GearItemsRepository } from './gear-items.repository.js';

/** What other modules may ask of the gear library. */
@Injectable()
export class GearItemsReadService {
  constructor(private readonly items: GearItemsRepository) {}

  /** Which of these ids name items that exist and are the owner's: one query. */
  async existing(ownerId: string, ids: readonly string[]): Promise<Set<string>> {
    return new Set(await this.items.existingIds(ownerId, [...new Set(ids)]));
  }
}
