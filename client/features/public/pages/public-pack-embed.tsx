import '@client/styles/public.css';
import { useMemo } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { chartFromSections, PackChart } from '@client/components/pack-chart';
import { paths } from '@client/lib/paths';
import type { PublicPack } from '@client/features/public/api/types';
import { UnitLinks } from '@client/features/public/components/unit-links';
import { useUnitChoice } from '@client/features/public/hooks/use-unit-choice';
import { chartSections, eachMg, lineMg, lineName } from '@client/features/public/utils/pack-lines';
import { quantityText, weightParts, weightText } from '@client/features/public/utils/public-format';

export interface PublicPackEmbedProps {
  pack: PublicPack;
  unit: WeightUnit;
}

/**
 * A shared pack, compact, for an iframe (about 600 × 500): its name linking to the full page,
 * one line of totals, a small chart, the categories' lines, the unit links. Links leave the
 * frame (target=_blank).
 */
export function PublicPackEmbed({ pack, unit: initialUnit }: PublicPackEmbedProps) {
  const [unit, chooseUnit] = useUnitChoice(initialUnit);
  const scale = pack.weightScale;
  const chart = useMemo(() => chartFromSections(chartSections(pack), pack.totals.totalMg), [pack]);
  const { totals } = pack;
  const weights = weightParts([totals.baseMg, totals.wornMg, totals.consumableMg], unit, scale);
  const format = (mg: number) => weightText(mg, unit, scale);
  return (
    <div className="public-embed">
      <header className="pe-head">
        <h1>
          <a href={paths.publicPack(pack.owner.username, pack.slug)} target="_blank" rel="noopener">
            {pack.name}
          </a>
        </h1>
        <span className="pe-owner">by {pack.owner.displayName}</span>
      </header>
      <p className="pe-totals">
        <span>
          Base <strong>{weights.parts[0]}</strong>
        </span>
        <span>Worn {weights.parts[1]}</span>
        <span>Consumable {weights.parts[2]}</span>
        <span>Total {weights.total}</span>
      </p>
      <UnitLinks unit={unit} onChoose={chooseUnit} />
      <div className="pe-body">
        <PackChart data={chart} formatWeight={format} size={128} hideTable headingId="pe-chart" />
        {/* Scrolls inside the frame: a focus stop, so the keyboard can scroll it too. */}
        <div className="pe-lists" role="region" aria-label="Gear" tabIndex={0}>
          {pack.categories.map((category, c) =>
            category.lines.length > 0 ? (
              <section key={c} className="pe-cat" aria-labelledby={`pe-cat-${c}`}>
                <h2 id={`pe-cat-${c}`}>
                  <span className="pack-chart-dot" style={{ background: category.color }} />
                  {category.name}
                  <span className="pp-cat-total">{format(category.totals.totalMg)}</span>
                </h2>
                <ul>
                  {category.lines.map((line, l) => (
                    <li key={l}>
                      <span className="pe-name">{lineName(line)}</span>
                      {/* "2 × 120 g": the quantity and each one's weight. */}
                      <span className="pe-weight">
                        {line.quantity === 1
                          ? format(lineMg(line))
                          : `${quantityText(line.quantity)} × ${format(eachMg(line))}`}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </div>
      </div>
      <footer className="pe-foot">
        <a href={paths.landing()} target="_blank" rel="noopener">
          Made with Packtrail
        </a>
      </footer>
    </div>
  );
}
