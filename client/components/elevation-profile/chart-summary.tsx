import { chartFigures, indexAtDistance } from './chart-scale';
import { formatKm } from './chart-format';

interface ChartSummaryProps {
  /** The id the chart's aria-describedby points at (the sentence). */
  id: string;
  alongM: readonly number[];
  values: readonly (number | null)[];
  valueName: string;
  formatValue: (value: number) => string;
  /** The distances of the axis ticks, in km: the table's rows. */
  tickKm: readonly number[];
  locale?: string;
}

/** "Elevation along 12.3 km: starts at 120 m, highest 980 m at 6.1 km, …" */
export function summaryText(
  alongM: readonly number[],
  values: readonly (number | null)[],
  valueName: string,
  formatValue: (value: number) => string,
  locale?: string,
): string {
  const figures = chartFigures(alongM, values);
  if (!figures) return `No ${valueName.toLowerCase()} along the route.`;
  const { distanceM, first, last, highest, lowest } = figures;
  const parts = [
    first && `starts at ${formatValue(first.value)}`,
    `highest ${formatValue(highest.value)} at ${formatKm(highest.alongM, 1, locale)}`,
    `lowest ${formatValue(lowest.value)} at ${formatKm(lowest.alongM, 1, locale)}`,
    last && `ends at ${formatValue(last.value)}`,
  ].filter(Boolean);
  return `${valueName} along ${formatKm(distanceM, 1, locale)}: ${parts.join(', ')}.`;
}

/**
 * What the chart shows, in words for screen readers (visually hidden): a sentence, and the value
 * at each distance the axis marks.
 */
export function ChartSummary({
  id,
  alongM,
  values,
  valueName,
  formatValue,
  tickKm,
  locale,
}: ChartSummaryProps) {
  const rows = tickKm.flatMap((km) => {
    const index = indexAtDistance(alongM, km * 1000);
    if (index === null) return [];
    const value = values[index] ?? null;
    return [{ km, alongM: alongM[index] ?? 0, value }];
  });
  return (
    <div className="visually-hidden">
      <p id={id}>{summaryText(alongM, values, valueName, formatValue, locale)}</p>
      <table>
        <caption>{valueName} by distance</caption>
        <thead>
          <tr>
            <th scope="col">Distance</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.km}>
              <th scope="row">{formatKm(row.alongM, 1, locale)}</th>
              <td>{row.value === null ? 'unknown' : formatValue(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
