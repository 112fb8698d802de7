import { Injectable } from '@nestjs/common';
import { GearItemsRepository, type ItemRetirementFacts } from './gear-items.repository.js';

/** What other modules may ask of the gear library. */
@Injectable()
export class GearItemsReadService {
  constructor(private readonly items: GearItemsRepository) {}

  /** Which of these ids name items that exist and are the owner's: one query. */
  async existing(ownerId: string, ids: readonly string[]): Promise<Set<string>> {
    return new Set(await this.items.existingIds(ownerId, [...new Set(ids)]));
  }

  /** Each of these items' name, by id (the owner's only): one query. */
  async names(ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.items.names(ownerId, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * The owner's items by name, for gear another service names (Strava's): each of these names
   * (trimmed, lower case) to the id of an item of that name, where there is one. One query.
   */
  async idsByName(ownerId: string, names: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.items.idsByName(ownerId, [...new Set(names)]);
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  /**
   * What gear mileage needs to tell when each of these items should retire (its name, own
   * distance and category's name), by id (the owner's only): one query.
   */
  async retirementFacts(
    ownerId: string,
    ids: readonly string[],
  ): Promise<Map<string, ItemRetirementFacts>> {
    const rows = await this.items.retirementFacts(ownerId, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
