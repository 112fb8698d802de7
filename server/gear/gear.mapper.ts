import { photoUrl } from '@server/photos/photo-url.js';
import type { GearCategoryResponseDto } from './dto/gear-category-response.dto.js';
import type { GearItemResponseDto } from './dto/gear-item-response.dto.js';
import type { CategoryWithCount } from './gear-categories.repository.js';
import type { GearItemEntity } from './gear-item.entity.js';

export const toGearCategoryDto = ({
  category,
  itemCount,
}: CategoryWithCount): GearCategoryResponseDto => ({
  id: category.id,
  name: category.name,
  color: category.color,
  sortOrder: category.sortOrder,
  itemCount,
  createdAt: category.createdAt,
  updatedAt: category.updatedAt,
});

export const toGearItemDto = (item: GearItemEntity): GearItemResponseDto => ({
  id: item.id,
  name: item.name,
  brand: item.brand,
  categoryId: item.categoryId,
  weightMg: item.weightMg,
  weightUnit: item.weightUnit,
  quantityOwned: item.quantityOwned,
  priceMinor: item.priceMinor,
  currency: item.currency,
  url: item.url,
  notes: item.notes,
  photoUrl: photoUrl(item.photoId),
  retired: item.retired,
  retireAfterM: item.retireAfterM,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
