import type { PeriodTotals } from '@client/features/track/api/get-analytics';
import type { Measure } from '@client/features/track/utils/period-series';

const WIDTH = 720;
const HEIGHT = 160;
const AXIS = 18;

interface PeriodBarsProps {
  title: string;
  periods: readonly PeriodTotals[];
  measure: Measure;
  /** The value as shown: '12.3 km', '3 h 5 min'. */
  format: (value: number) => string;
  /** The period as named: 'week of 3 Nov', 'Nov 2026'. */
  label: (start: string) => string;
  /** Which periods get a label under the axis (every fourth week, every third month). */
  labelEvery: number;
}

/**
 * Bars of one measure over weeks or months, drawn in SVG (no chart library: a few dozen
 * rectangles), each with its value on hover and in the table beside it for screen readers.
 */
export function PeriodBars({
  title,
  periods,
  measure,
  format,
  label,
  labelEvery,
}: PeriodBarsProps) {
  const max = Math.max(1, ...periods.map((period) => period[measure]));
  const slot = WIDTH / Math.max(1, periods.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <figure className="track-bars">
      <figcaption className="track-bars-title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="track-bars-svg"
        role="img"
        aria-label={`${title}: highest ${format(max)}`}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="track-bars-axis" />
        {periods.map((period, index) => {
          const height = (period[measure] / max) * (HEIGHT - 4);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={period.start}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={Math.max(0, height)}
                rx={2}
                className="track-bars-bar"
              >
                <title>{`${label(period.start)}: ${format(period[measure])}`}</title>
              </rect>
              {index % labelEvery === 0 && (
                <text x={index * slot} y={HEIGHT + 13} className="track-bars-label">
                  {label(period.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {periods
            .filter((period) => period.count > 0)
            .map((period) => (
              <tr key={period.start}>
                <th scope="row">{label(period.start)}</th>
                <td>{format(period[measure])}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
