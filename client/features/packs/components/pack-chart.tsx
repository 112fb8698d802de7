import { useMemo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight, shareTexts } from '@client/lib/number-format';
import type { PackDetail } from '@client/features/packs/api/types';
import { chartData } from '@client/features/packs/utils/chart-data';
import { PackChartRings } from './pack-chart-rings';

interface PackChartProps {
  pack: PackDetail;
  unit: WeightUnit;
}

/**
 * Where the weight is: categories in the inner ring, their lines in the outer one, in category
 * colours. The table under the rings says the same in words and doubles as the legend.
 */
export function PackChart({ pack, unit }: PackChartProps) {
  const data = useMemo(() => chartData(pack), [pack]);
  // The shares are rounded together, so that they make 100 %.
  const shares = shareTexts(data.categories.map((slice) => slice.valueMg));
  return (
    <section className="pack-chart" aria-labelledby="pack-chart-heading">
      <h2 id="pack-chart-heading">Weight by category</h2>
      {data.totalMg === 0 ? (
        <p className="pack-chart-empty">Add gear with a weight to see where it goes.</p>
      ) : (
        <>
          <PackChartRings data={data} unit={unit} />
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
                      className="pack-dot"
                      style={{ background: slice.color }}
                      aria-hidden="true"
                    />
                    {slice.name}
                  </th>
                  <td>{formatWeight(slice.valueMg, unit)}</td>
                  <td>{shares[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
