/*
 * The pure parts of the along-route charts: nice axis ticks, linear scales, the sample at a
 * distance, keyboard steps and the figures the text summary gives. No DOM, no React.
 */

export interface NiceTicks {
  /** The axis' ends, widened to whole steps round the data. */
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** The 1, 2 or 5 times a power of ten that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` ticks at whole steps covering min..max; a flat range (min === max) is opened to
 * one step either side. Tick values are rounded to the step's decimals (no 0.30000000000000004).
 */
export function niceTicks(min: number, max: number, count = 5): NiceTicks {
  if (!Number.isFinite(min) || !Number.isFinite(max))
    return { min: 0, max: 1, step: 1, ticks: [0, 1] };
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (low === high) {
    const opened = niceStep(Math.abs(low) || 1, 1);
    low -= opened;
    high += opened;
  }
  const step = niceStep(high - low, count);
  const decimals = decimalsOf(step);
  const start = Math.floor(low / step + 1e-9);
  const end = Math.ceil(high / step - 1e-9);
  const ticks: number[] = [];
  for (let i = start; i <= end; i += 1) ticks.push(roundTo(i * step, decimals));
  return { min: roundTo(start * step, decimals), max: roundTo(end * step, decimals), step, ticks };
}

/** How many decimals a tick step needs: 0 for 5, 1 for 0.5, 2 for 0.25 or 0.05. */
export function decimalsOf(step: number): number {
  if (!(step > 0) || step >= 1) return 0;
  return Math.min(10, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
}

const roundTo = (value: number, decimals: number) => {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
};

export interface LinearScale {
  (value: number): number;
  invert(position: number): number;
}

/** Maps domain to range linearly (a zero-width domain maps to the range's start). */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): LinearScale {
  const span = d1 - d0;
  const scale = ((value: number) =>
    span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0)) as LinearScale;
  scale.invert = (position: number) => (r1 === r0 ? d0 : d0 + ((position - r0) / (r1 - r0)) * span);
  return scale;
}

/**
 * The index of the sample nearest `distance` along the route (`alongM` ascending); null when
 * there are none. Binary search: a 50,000-point route answers at pointer speed.
 */
export function indexAtDistance(alongM: readonly number[], distance: number): number | null {
  const count = alongM.length;
  if (count === 0 || Number.isNaN(distance)) return null;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((alongM[middle] ?? 0) < distance) low = middle + 1;
    else high = middle;
  }
  if (low > 0 && distance - (alongM[low - 1] ?? 0) <= (alongM[low] ?? 0) - distance) return low - 1;
  return low;
}

/**
 * Where an arrow key (or Page Up/Down) moves the hover: `fraction` of the route's length
 * forwards (direction 1) or back (-1), always at least one sample, clamped to the route. From no
 * hover, forwards starts at the first sample and back at the last.
 */
export function stepIndex(
  alongM: readonly number[],
  from: number | null,
  direction: 1 | -1,
  fraction: number,
): number | null {
  const count = alongM.length;
  if (count === 0) return null;
  if (from === null) return direction === 1 ? 0 : count - 1;
  const start = Math.min(Math.max(from, 0), count - 1);
  const total = (alongM[count - 1] ?? 0) - (alongM[0] ?? 0);
  const target = (alongM[start] ?? 0) + direction * total * fraction;
  let next = indexAtDistance(alongM, target) ?? start;
  if (direction === 1 && next <= start) next = start + 1;
  if (direction === -1 && next >= start) next = start - 1;
  return Math.min(Math.max(next, 0), count - 1);
}

export interface ValueAt {
  value: number;
  alongM: number;
}

export interface ChartFigures {
  distanceM: number;
  first: ValueAt | null;
  last: ValueAt | null;
  highest: ValueAt;
  lowest: ValueAt;
}

/**
 * The figures a chart's text summary gives: the length, the first and last known values and the
 * highest and lowest (the first of equals). Null when no sample has a value.
 */
export function chartFigures(
  alongM: readonly number[],
  values: readonly (number | null)[],
): ChartFigures | null {
  const count = Math.min(alongM.length, values.length);
  let first: ValueAt | null = null;
  let last: ValueAt | null = null;
  let highest: ValueAt | null = null;
  let lowest: ValueAt | null = null;
  for (let i = 0; i < count; i += 1) {
    const value = values[i];
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    const at = { value, alongM: alongM[i] ?? 0 };
    first ??= at;
    last = at;
    if (!highest || value > highest.value) highest = at;
    if (!lowest || value < lowest.value) lowest = at;
  }
  if (!highest || !lowest) return null;
  const distanceM = count > 0 ? (alongM[count - 1] ?? 0) - (alongM[0] ?? 0) : 0;
  return { distanceM, first, last, highest, lowest };
}

/** The value's axis: nice ticks round the data, from zero if asked, at least `minSpan` tall. */
export function valueTicks(
  values: readonly (number | null)[],
  {
    fromZero = false,
    minSpan = 0,
    count = 4,
  }: { fromZero?: boolean; minSpan?: number; count?: number },
): NiceTicks {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  if (low > high) return niceTicks(0, 1, count);
  if (fromZero) low = Math.min(0, low);
  if (high - low < minSpan) {
    // From zero the axis grows upwards; otherwise round the data's middle.
    if (!fromZero) low = (high + low) / 2 - minSpan / 2;
    high = low + minSpan;
  }
  return niceTicks(low, high, count);
}
