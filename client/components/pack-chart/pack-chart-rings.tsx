import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { shareText, type PackChartData } from './chart-data';
import { chartRings, type RingSlice } from './chart-rings';

/** The rings' side in pixels unless told; the radii scale with it. */
export const RINGS_SIZE = 232;
const RADII = {
  categories: { inner: 38, outer: 76 },
  items: { inner: 80, outer: 112 },
};

const scaled = (size: number) => {
  const k = size / RINGS_SIZE;
  const ring = ({ inner, outer }: { inner: number; outer: number }) => ({
    inner: inner * k,
    outer: outer * k,
  });
  return { categories: ring(RADII.categories), items: ring(RADII.items) };
};

/** The keys that step through the slices, and where each one goes from `index` of `count`. */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface PackChartRingsProps {
  data: PackChartData;
  /** A weight as the page shows it: "1.2 kg". */
  formatWeight: (mg: number) => string;
  /** The side in pixels (RINGS_SIZE unless told). */
  size?: number;
}

/**
 * Categories in the inner ring, their lines in the outer one, in category colours: plain SVG
 * arcs. Pointing at a slice (or tapping it) names it with its weight and share; the rings are
 * one tab stop whose arrow keys read every slice, each category then its lines, through a
 * polite live region. The table under the chart says the same for everyone.
 */
export function PackChartRings({ data, formatWeight, size = RINGS_SIZE }: PackChartRingsProps) {
  const { categories, items, readingOrder } = useMemo(
    () => chartRings(data, scaled(size)),
    [data, size],
  );
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const active = activeIndex === null ? undefined : readingOrder[activeIndex];
  const hintId = useId();

  const show = (slice: RingSlice) => setActiveIndex(readingOrder.indexOf(slice));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setActiveIndex(null);
      return;
    }
    const step = STEPS[event.key];
    if (!step || readingOrder.length === 0) return;
    event.preventDefault();
    setActiveIndex(activeIndex === null ? 0 : step(activeIndex, readingOrder.length));
  };

  const paths = (slices: RingSlice[]) =>
    slices.map((ringSlice) => (
      <path
        key={ringSlice.slice.key}
        d={ringSlice.path}
        fill={ringSlice.slice.color}
        className={ringSlice === active ? 'active' : undefined}
        data-ring={ringSlice.ring}
        data-slice={ringSlice.slice.name}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') show(ringSlice);
        }}
        onClick={() => show(ringSlice)}
      />
    ));

  return (
    <div
      className={active ? 'pack-chart-rings has-active' : 'pack-chart-rings'}
      role="group"
      aria-label="Weight chart"
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && activeIndex === null) setActiveIndex(0);
      }}
      onBlur={() => setActiveIndex(null)}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setActiveIndex(null);
      }}
    >
      <span id={hintId} className="visually-hidden">
        Arrow keys read each category and its items.
      </span>
      <svg
        width={size}
        height={size}
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
      >
        <g>{paths(categories)}</g>
        <g>{paths(items)}</g>
      </svg>
      <div className="pack-chart-tooltip-anchor" role="status">
        {active && (
          <SliceTooltip
            active={active}
            formatWeight={formatWeight}
            totalMg={data.totalMg}
            size={size}
          />
        )}
      </div>
    </div>
  );
}

function SliceTooltip({
  active: { slice, centroid },
  formatWeight,
  totalMg,
  size,
}: {
  active: RingSlice;
  formatWeight: (mg: number) => string;
  totalMg: number;
  size: number;
}) {
  const [x, y] = centroid;
  // Towards the middle of the rings from the slice, so that it stays inside them on a phone.
  const style = {
    left: `calc(50% + ${x.toFixed(1)}px)`,
    top: `${(size / 2 + y).toFixed(1)}px`,
    transform: `translate(${x >= 0 ? '-100%' : '0'}, ${y >= 0 ? 'calc(-100% - 6px)' : '6px'})`,
  };
  return (
    <div className="pack-chart-tooltip" style={style}>
      <strong>{slice.name}</strong>
      {slice.categoryName !== slice.name && <span className="muted"> · {slice.categoryName}</span>}
      <span className="visually-hidden">:</span>
      <br />
      {formatWeight(slice.valueMg)} · {shareText(slice.valueMg, totalMg)}
    </div>
  );
}
