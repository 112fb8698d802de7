const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Pack ids are UUIDs: anything else cannot be a pack, and is not worth a request. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** The key a category goes by in lists and drag and drop ('none' for Uncategorized). */
export const categoryKey = (categoryId: string | null): string => categoryId ?? 'none';

/** A line's quantity field, so the picker can take the user to a line already in the pack. */
export const quantityFieldId = (lineId: string) => `quantity-${lineId}`;
