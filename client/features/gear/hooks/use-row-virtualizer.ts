import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { GearRowModel } from '@client/features/gear/utils/gear-rows';
import { rowOffsets, visibleRange } from '@client/features/gear/utils/row-window';
import { useDocumentTop } from './use-document-top';

/** Rows drawn beyond each edge of the viewport, so a quick scroll shows no gap. */
const OVERSCAN_ROWS = 12;

function subscribeToViewport(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Draws only the rows near the viewport, in a container as tall as all of them; the page itself
 * scrolls (so phones keep their collapsing address bar and the sticky headers stay simple).
 *
 * Rows have fixed heights per kind, so where each one goes is a sum, and which ones show is a
 * binary search on the window's scroll position: a few lines instead of a general virtualiser
 * (about 9 kB gzipped on the screen's first load). The list renders again only when the range
 * of rows in view changes, not on every scroll event.
 */
export function useRowVirtualizer(rows: GearRowModel[], sizes: { item: number; group: number }) {
  const bodyRef = useRef<HTMLDivElement & HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(bodyRef);
  const offsets = useMemo(
    () => rowOffsets(rows, (row) => (row.kind === 'group' ? sizes.group : sizes.item)),
    [rows, sizes.group, sizes.item],
  );
  const readRange = useCallback(() => {
    const top = window.scrollY - scrollMargin;
    const [start, end] = visibleRange(offsets, top, top + window.innerHeight, OVERSCAN_ROWS);
    // A string, so an unchanged range compares equal and the list is not rendered again.
    return `${start}:${end}`;
  }, [offsets, scrollMargin]);
  const range = useSyncExternalStore(subscribeToViewport, readRange);
  const [start = 0, end = 0] = range.split(':').map(Number);

  const virtualRows = [];
  for (let index = start; index < end; index += 1) {
    const row = rows[index];
    if (row) virtualRows.push({ row, index, offset: offsets[index] ?? 0 });
  }
  return { bodyRef, totalSize: offsets[rows.length] ?? 0, virtualRows };
}
