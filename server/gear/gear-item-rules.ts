import type { CreateGearItemDto } from './dto/create-gear-item.dto.js';
import type { UpdateGearItemDto } from './dto/update-gear-item.dto.js';
import { definedOnly } from '@server/common/defined-only.js';
import { invalidField } from '@server/common/errors.js';
import type { GearItemValues } from './gear-items.repository.js';

interface Price {
  priceMinor: number | null;
  currency: string | null;
}

/**
 * The price after applying `changes` to `current`. A price needs a currency; without a price
 * a currency means nothing and is not kept (so clearing the price clears both).
 */
export function resolvePrice(current: Price, changes: Partial<Price>): Price {
  const priceMinor = changes.priceMinor === undefined ? current.priceMinor : changes.priceMinor;
  const currency = changes.currency === undefined ? current.currency : changes.currency;
  if (priceMinor === null) return { priceMinor: null, currency: null };
  if (currency === null)
    throw invalidField('currency', 'currency is required when priceMinor is set');
  return { priceMinor, currency };
}

const NO_PRICE: Price = { priceMinor: null, currency: null };

/** The row values for a new item: the DTO's fields, defaults left to the database. */
export function newItemValues(dto: CreateGearItemDto): GearItemValues {
  return definedOnly({
    name: dto.name,
    brand: dto.brand,
    categoryId: dto.categoryId,
    weightMg: dto.weightMg,
    weightUnit: dto.weightUnit,
    quantityOwned: dto.quantityOwned,
    url: dto.url,
    notes: dto.notes,
    retired: dto.retired,
    retireAfterM: dto.retireAfterM,
    ...resolvePrice(NO_PRICE, dto),
  });
}

/** The row values a PATCH changes; the price is resolved against what is stored. */
export function changedItemValues(current: Price, dto: UpdateGearItemDto): GearItemValues {
  const priceChanged = dto.priceMinor !== undefined || dto.currency !== undefined;
  return definedOnly({
    name: dto.name,
    brand: dto.brand,
    categoryId: dto.categoryId,
    weightMg: dto.weightMg,
    weightUnit: dto.weightUnit,
    quantityOwned: dto.quantityOwned,
    url: dto.url,
    notes: dto.notes,
    retired: dto.retired,
    retireAfterM: dto.retireAfterM,
    ...(priceChanged ? resolvePrice(current, dto) : {}),
  });
}
