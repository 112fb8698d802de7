import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { GearRowModel } from '../utils/gear-rows';
import { useDocumentTop } from './use-document-top';

/**
 * Draws only the rows near the viewport, in a container as tall as all of them; the page itself
 * scrolls (so phones keep their collapsing address bar and the sticky headers stay simple).
 * Rows have fixed heights per kind, so nothing needs measuring.
 */
export function useRowVirtualizer(rows: GearRowModel[], sizes: { item: number; group: number }) {
  const bodyRef = useRef<HTMLDivElement & HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? sizes.group : sizes.item),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 12,
    scrollMargin,
  });
  return {
    bodyRef,
    totalSize: virtualizer.getTotalSize(),
    virtualRows: virtualizer.getVirtualItems().flatMap((virtualRow) => {
      const row = rows[virtualRow.index];
      return row ? [{ row, index: virtualRow.index, offset: virtualRow.start - scrollMargin }] : [];
    }),
  };
}
