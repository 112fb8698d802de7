import '@client/styles/pack-chart.css';
import { shareTexts } from '@client/lib/number-format';
import type { PackChartData } from './chart-data';
import { PackChartRings } from './pack-chart-rings';

export interface PackChartProps {
  /** The rings (chartFromSections). Pass the same object while the pack is unchanged. */
  data: PackChartData;
  /** A weight as the page shows it ("1.2 kg"): the page decides locale and unit. */
  formatWeight: (mg: number) => string;
  /** The rings' side in pixels (232 unless told): smaller in an embed. */
  size?: number;
  /** Leaves out the table under the rings (an embed lists the categories itself). */
  hideTable?: boolean;
  /** The heading's id (unique on the page). */
  headingId?: string;
}

/**
 * Where the weight is: categories in the inner ring, their lines in the outer one, in category
 * colours. The table under the rings says the same in words and doubles as the legend. Renders
 * the same on the server and in the browser (no measuring, no storage).
 */
export function PackChart({
  data,
  formatWeight,
  size,
  hideTable = false,
  headingId = 'pack-chart-heading',
}: PackChartProps) {
  // The shares are rounded together, so that they make 100 %.
  const shares = shareTexts(data.categories.map((slice) => slice.valueMg));
  return (
    <section className="pack-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>Weight by category</h2>
      {data.totalMg === 0 ? (
        <p className="pack-chart-empty">Add gear with a weight to see where it goes.</p>
      ) : (
        <>
          <PackChartRings data={data} formatWeight={formatWeight} size={size} />
          {!hideTable && (
            <table className="pack-chart-table">
              <caption className="visually-hidden">Weight by category</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((slice, index) => (
                  <tr key={slice.key}>
                    <th scope="row">
                      <span
                        className="pack-chart-dot"
                        style={{ background: slice.color }}
                        aria-hidden="true"
                      />
                      {slice.name}
                    </th>
                    <td>{formatWeight(slice.valueMg)}</td>
                    <td>{shares[index]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
