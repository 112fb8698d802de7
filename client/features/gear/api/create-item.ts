import { apiFetch } from '@client/lib/api-client';
import { ITEMS_PATH } from '@client/lib/api/gear-items';
import type { GearItem, NewGearItem } from '@client/lib/api/gear-types';

export const createItem = (body: NewGearItem) =>
  apiFetch<GearItem>(ITEMS_PATH, { method: 'POST', body: JSON.stringify(body) });
