import { notFound } from '@server/common/errors.js';

export const bundleNotFound = () => notFound('BUNDLE_NOT_FOUND', 'Bundle not found');

export const bundleItemNotFound = () => notFound('BUNDLE_ITEM_NOT_FOUND', 'Bundle item not found');
