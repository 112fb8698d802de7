import { Cell, Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import type { WeightUnit } from '@domain/weight-units';
import { formatWeight, shareTexts } from '@client/lib/number-format';
import type { PackDetail } from '../api/types';
import { chartData, shareText, type ChartSlice } from '../utils/chart-data';

interface PackChartProps {
  pack: PackDetail;
  unit: WeightUnit;
}

const SIZE = 232;
const CATEGORY_RING = { innerRadius: 38, outerRadius: 76 };
const ITEM_RING = { innerRadius: 80, outerRadius: 112 };

/**
 * One ring of slices, clockwise from the top. Called as a function, not used as a component:
 * the chart reads its `Pie` children directly.
 */
function ring(
  name: 'categories' | 'items',
  slices: ChartSlice[],
  radii: { innerRadius: number; outerRadius: number },
) {
  return (
    <Pie
      data={slices}
      dataKey="valueMg"
      nameKey="name"
      {...radii}
      startAngle={90}
      endAngle={-270}
      rootTabIndex={-1}
    >
      {slices.map((slice) => (
        <Cell key={slice.key} fill={slice.color} data-ring={name} data-slice={slice.name} />
      ))}
    </Pie>
  );
}

/**
 * Where the weight is: categories in the inner ring, their lines in the outer one, in category
 * colours. The rings are a picture only (hidden from assistive technology); the table under
 * them says the same in words and doubles as the legend. Recharts animates changes unless the
 * user prefers reduced motion.
 */
export function PackChart({ pack, unit }: PackChartProps) {
  const data = chartData(pack);
  // The shares are rounded together, so that they make 100 %.
  const shares = shareTexts(data.categories.map((slice) => slice.valueMg));
  return (
    <section className="pack-chart" aria-labelledby="pack-chart-heading">
      <h2 id="pack-chart-heading">Weight by category</h2>
      {data.totalMg === 0 ? (
        <p className="pack-chart-empty">Add gear with a weight to see where it goes.</p>
      ) : (
        <>
          <div className="pack-chart-rings" aria-hidden="true">
            <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
              {ring('categories', data.categories, CATEGORY_RING)}
              {ring('items', data.items, ITEM_RING)}
              <Tooltip
                content={(props) => <SliceTooltip {...props} unit={unit} totalMg={data.totalMg} />}
              />
            </PieChart>
          </div>
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

function SliceTooltip({
  active,
  payload,
  unit,
  totalMg,
}: TooltipContentProps & { unit: WeightUnit; totalMg: number }) {
  const slice = payload[0]?.payload as ChartSlice | undefined;
  if (!active || !slice) return null;
  return (
    <div className="pack-chart-tooltip">
      <strong>{slice.name}</strong>
      {slice.categoryName !== slice.name && <span className="muted"> · {slice.categoryName}</span>}
      <br />
      {formatWeight(slice.valueMg, unit)} · {shareText(slice.valueMg, totalMg)}
    </div>
  );
}
