import '@client/styles/charts.css';
import { area, curveLinear, curveStepAfter, line } from 'd3-shape';
import { segmentRanges } from '@domain/route/route-segments';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { ChartSummary } from './chart-summary';
import { indexAtDistance, linearScale, niceTicks, stepIndex, valueTicks } from './chart-scale';
import { formatKm, formatNumber } from './chart-format';

/** A place along the route to mark on the chart (a camp, a water source), as a thin line. */
export interface ChartMark {
  alongM: number;
  label: string;
}

export interface AlongRouteChartProps {
  /** Distance from the start of each sample in metres, ascending (a route's cumulativeM). */
  alongM: readonly number[];
  /** The value at each sample, same length; null where it is unknown (drawn as a gap). */
  values: readonly (number | null)[];
  /**
   * Where a new segment of the route begins (indices into the samples, ascending: a route's
   * `segmentStarts`): the line is not joined from the sample before, drawn as a gap. None: one
   * line.
   */
  segmentStarts?: readonly number[];
  /** The chart's accessible name, e.g. "Elevation profile". */
  label: string;
  /** What the values are, for the readout and the summary: "Elevation", "Carried weight". */
  valueName: string;
  /** A value as read: "1,234 m", "12.4 kg". */
  formatValue: (value: number) => string;
  /** A value as an axis label (shorter); formatValue by default. */
  formatTick?: (value: number) => string;
  /** The sample the crosshair stands on (from the pointer here, or another view such as the map). */
  hoverIndex: number | null;
  /** The pointer, a touch or the arrow keys chose another sample; null when the pointer left. */
  onHoverIndexChange: (index: number | null) => void;
  /** Shown instead of the chart when no sample has a value. */
  emptyMessage: string;
  /** The plot's height in pixels (default 180); the width follows the box. */
  height?: number;
  /** 'step' holds each value until the next sample (a carried weight); 'linear' by default. */
  curve?: 'linear' | 'step';
  /** The value axis starts at zero (a weight); else it fits the data (an elevation). */
  fromZero?: boolean;
  /** The value axis is at least this tall, so a flat route does not look like a wall. */
  minSpan?: number;
  /** Places to mark along the route. */
  marks?: readonly ChartMark[];
  /** The locale of the distances ('en' on a page rendered on the server); the browser's by default. */
  locale?: string;
}

const DEFAULT_HEIGHT = 180;
// Drawn at this width until the box is measured (and where it cannot be, as in unit tests).
const FALLBACK_WIDTH = 640;
const MARGIN = { top: 12, right: 12, bottom: 24 };
// Per character of the longest value label, plus room: the left margin fits the labels.
const LABEL_CHAR_PX = 7;
const KEY_STEP = 0.01;
const PAGE_STEP = 0.1;

/** The box's width, followed as it changes (ResizeObserver). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width: width || FALLBACK_WIDTH };
}

/**
 * A chart of a value along a route (hand-drawn SVG): distance in km across, the value up, with
 * a crosshair and readout at the hovered sample. Pointer, touch and keyboard move the hover (a
 * slider to assistive technology: left and right arrows, Page Up and Down, Home and End, Escape
 * clears); a text summary and a table describe it for screen readers. Styles: charts.css.
 */
export function AlongRouteChart(props: AlongRouteChartProps) {
  const { alongM, values, label, emptyMessage, height = DEFAULT_HEIGHT } = props;
  const count = Math.min(alongM.length, values.length);
  const hasValue = values.slice(0, count).some((value) => value !== null && Number.isFinite(value));
  if (count < 2 || !hasValue) {
    return (
      <div className="route-chart route-chart-empty" style={{ minHeight: height }}>
        <p>{emptyMessage}</p>
      </div>
    );
  }
  return <DrawnChart {...props} label={label} height={height} count={count} />;
}

interface DrawnChartProps extends AlongRouteChartProps {
  height: number;
  count: number;
}

function DrawnChart(props: DrawnChartProps) {
  const { alongM, values, label, valueName, formatValue, height, count, hoverIndex } = props;
  const { onHoverIndexChange, curve = 'linear', fromZero = false, minSpan = 0, marks = [] } = props;
  const { segmentStarts, locale } = props;
  const formatTick = props.formatTick ?? formatValue;
  const { box, width } = useWidth();
  const summaryId = useId();

  const along = useMemo(() => alongM.slice(0, count), [alongM, count]);
  const shown = useMemo(() => values.slice(0, count), [values, count]);
  const drawing = useMemo(() => {
    const start = along[0] ?? 0;
    const end = along[count - 1] ?? 0;
    const xTicks = niceTicks(start / 1000, end / 1000, Math.max(2, Math.floor(width / 90)));
    const yTicks = valueTicks(shown, {
      fromZero,
      minSpan,
      count: Math.max(2, Math.floor(height / 45)),
    });
    const labelChars = Math.max(...yTicks.ticks.map((tick) => formatTick(tick).length));
    const left = labelChars * LABEL_CHAR_PX + 10;
    const x = linearScale([start, end], [left, Math.max(left + 1, width - MARGIN.right)]);
    const y = linearScale([yTicks.min, yTicks.max], [height - MARGIN.bottom, MARGIN.top]);
    const defined = (index: number) => {
      const value = shown[index];
      return value !== null && value !== undefined && Number.isFinite(value);
    };
    // One path of several pieces: each segment drawn on its own, nothing across a gap.
    const pieces = segmentRanges(count, segmentStarts).map(([from, to]) =>
      Array.from({ length: to - from }, (_, i) => from + i),
    );
    const shape = curve === 'step' ? curveStepAfter : curveLinear;
    const lineOf = line<number>()
      .defined(defined)
      .x((index) => x(along[index] ?? 0))
      .y((index) => y(shown[index] ?? 0))
      .curve(shape);
    const areaOf = area<number>()
      .defined(defined)
      .x((index) => x(along[index] ?? 0))
      .y0(y(yTicks.min))
      .y1((index) => y(shown[index] ?? 0))
      .curve(shape);
    return {
      x,
      y,
      left,
      xTicks: xTicks.ticks.filter(
        (tick) => tick * 1000 >= start - 1e-6 && tick * 1000 <= end + 1e-6,
      ),
      xDecimals: Math.max(0, Math.ceil(-Math.log10(xTicks.step) - 1e-9)),
      yTicks: yTicks.ticks,
      line: pieces.map((piece) => lineOf(piece) ?? '').join(''),
      area: pieces.map((piece) => areaOf(piece) ?? '').join(''),
    };
  }, [along, shown, count, width, height, curve, fromZero, minSpan, formatTick, segmentStarts]);

  const { x, y } = drawing;
  const hovered = hoverIndex !== null && hoverIndex >= 0 && hoverIndex < count ? hoverIndex : null;
  const hoverAlong = hovered === null ? null : (along[hovered] ?? 0);
  const hoverValue = hovered === null ? null : (shown[hovered] ?? null);
  const readout =
    hoverAlong === null
      ? null
      : `${formatKm(hoverAlong, 1, locale)} · ${hoverValue === null ? `no ${valueName.toLowerCase()}` : formatValue(hoverValue)}`;
  const totalKm = Math.round(((along[count - 1] ?? 0) - (along[0] ?? 0)) / 100) / 10;

  const choose = (index: number | null) => {
    if (index !== hoverIndex) onHoverIndexChange(index);
  };
  const atPointer = (event: PointerEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return indexAtDistance(along, x.invert(event.clientX - bounds.left));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, () => number | null> = {
      ArrowRight: () => stepIndex(along, hovered, 1, KEY_STEP),
      ArrowUp: () => stepIndex(along, hovered, 1, KEY_STEP),
      ArrowLeft: () => stepIndex(along, hovered, -1, KEY_STEP),
      ArrowDown: () => stepIndex(along, hovered, -1, KEY_STEP),
      PageUp: () => stepIndex(along, hovered, 1, PAGE_STEP),
      PageDown: () => stepIndex(along, hovered, -1, PAGE_STEP),
      Home: () => 0,
      End: () => count - 1,
      Escape: () => null,
    };
    const step = steps[event.key];
    if (!step || (event.key === 'Escape' && hovered === null)) return;
    event.preventDefault();
    choose(step());
  };

  const hoverX = hoverAlong === null ? null : x(hoverAlong);
  const readoutOnLeft = hoverX !== null && hoverX > width / 2;

  return (
    <div className="route-chart">
      <div
        ref={box}
        className="route-chart-plot"
        style={{ height }}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={summaryId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={totalKm}
        aria-valuenow={
          hoverAlong === null ? 0 : Math.round((hoverAlong - (along[0] ?? 0)) / 100) / 10
        }
        aria-valuetext={readout ?? 'No point chosen: use the arrow keys to move along the route'}
        onPointerDown={(event) => choose(atPointer(event))}
        onPointerMove={(event) => choose(atPointer(event))}
        onPointerLeave={(event) => {
          // A touch "leaves" as the finger lifts: its point stays until the next touch.
          if (event.pointerType === 'mouse') choose(null);
        }}
        onKeyDown={onKeyDown}
      >
        <svg width={width} height={height} aria-hidden="true" className="route-chart-svg">
          <g className="route-chart-grid">
            {drawing.yTicks.map((tick) => (
              <g key={`y${tick}`} transform={`translate(0 ${y(tick)})`}>
                <line x1={drawing.left} x2={width - MARGIN.right} />
                <text x={drawing.left - 6} dy="0.32em" textAnchor="end">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {drawing.xTicks.map((tick) => (
              <text
                key={`x${tick}`}
                x={x(tick * 1000)}
                y={height - MARGIN.bottom + 16}
                textAnchor="middle"
              >
                {`${formatNumber(tick, drawing.xDecimals, locale)} km`}
              </text>
            ))}
          </g>
          <path className="route-chart-area" d={drawing.area} />
          <path className="route-chart-line" d={drawing.line} />
          {marks.map((mark, index) => (
            <g key={`${index}-${mark.alongM}`} className="route-chart-mark">
              <line
                x1={x(mark.alongM)}
                x2={x(mark.alongM)}
                y1={MARGIN.top}
                y2={height - MARGIN.bottom}
              />
              <title>{mark.label}</title>
            </g>
          ))}
          {hoverX !== null && (
            <g className="route-chart-crosshair">
              <line x1={hoverX} x2={hoverX} y1={MARGIN.top} y2={height - MARGIN.bottom} />
              {hoverValue !== null && <circle cx={hoverX} cy={y(hoverValue)} r={4.5} />}
            </g>
          )}
        </svg>
        {readout !== null && hoverX !== null && (
          <span
            className="route-chart-readout"
            aria-hidden="true"
            style={readoutOnLeft ? { right: width - hoverX + 8 } : { left: hoverX + 8 }}
          >
            {readout}
          </span>
        )}
      </div>
      <ChartSummary
        id={summaryId}
        alongM={along}
        values={shown}
        valueName={valueName}
        formatValue={formatValue}
        tickKm={drawing.xTicks}
        locale={locale}
      />
    </div>
  );
}
