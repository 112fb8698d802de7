import { NotFoundException } from '@nestjs/common';
import { invalidField } from '@server/gear/gear-errors.js';

export const bundleNotFound = () =>
  new NotFoundException({ message: 'Bundle not found', code: 'BUNDLE_NOT_FOUND' });

export const bundleItemNotFound = () =>
  new NotFoundException({ message: 'Bundle item not found', code: 'BUNDLE_ITEM_NOT_FOUND' });

/**
 * Ids sent in a body (gearItemId, categoryId) that are missing or another user's: a 400 naming
 * the field, as the gear library answers for categoryId. 404 stays for ids in the path.
 */
export const noSuch = (field: string) => invalidField(field, `${field} does not exist`);
