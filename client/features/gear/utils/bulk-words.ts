import type { BulkAction } from '@client/lib/api/gear-types';

/** "1 item", "10,128 items" (grouped as the browser's locale writes numbers). */
export const itemsLabel = (count: number): string =>
  count === 1 ? '1 item' : `${count.toLocaleString()} items`;

const VERBS: Record<BulkAction, string> = {
  move: 'move',
  retire: 'retire',
  unretire: 'unretire',
  delete: 'delete',
};

export const bulkVerb = (action: BulkAction): string => VERBS[action];

export function bulkDoneMessage(action: BulkAction, count: number, categoryName: string): string {
  const items = itemsLabel(count);
  switch (action) {
    case 'move':
      return categoryName
        ? `Moved ${items} to ${categoryName}`
        : `Moved ${items} out of their categories`;
    case 'retire':
      return `Retired ${items}`;
    case 'unretire':
      return `Unretired ${items}`;
    case 'delete':
      return `Deleted ${items}`;
  }
}
