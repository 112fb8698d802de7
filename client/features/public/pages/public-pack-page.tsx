import '@client/styles/public.css';
import { useMemo, type ReactNode } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import { chartFromSections, PackChart } from '@client/components/pack-chart';
import type { PublicPack } from '@client/features/public/api/types';
import { OwnerLine } from '@client/features/public/components/owner-line';
import { PackCategory } from '@client/features/public/components/pack-category';
import { PublicTotals } from '@client/features/public/components/public-totals';
import { UnitLinks } from '@client/features/public/components/unit-links';
import { useUnitChoice } from '@client/features/public/hooks/use-unit-choice';
import { chartSections } from '@client/features/public/utils/pack-lines';
import { weightText } from '@client/features/public/utils/public-format';

export interface PublicPackPageProps {
  pack: PublicPack;
  /** `?unit=` when valid, else the owner's weightUnit. */
  unit: WeightUnit;
  /** The signed-in visitor's "Copy to my gear" (or "Sign in to copy"). */
  actions?: ReactNode;
}

/**
 * A shared pack, read-only: its name, owner and description, the unit switcher, its totals and
 * weight chart, and each category's lines. The same on the server and in the browser.
 */
export function PublicPackPage({ pack, unit: initialUnit, actions }: PublicPackPageProps) {
  const [unit, chooseUnit] = useUnitChoice(initialUnit);
  const scale = pack.weightScale;
  const chart = useMemo(() => chartFromSections(chartSections(pack), pack.totals.totalMg), [pack]);
  const hasLines = pack.categories.some((category) => category.lines.length > 0);
  return (
    <article className="public-page public-pack">
      <header className="public-head">
        <div className="public-head-text">
          <h1>{pack.name}</h1>
          <OwnerLine owner={pack.owner} />
          {pack.description && <p className="public-description">{pack.description}</p>}
        </div>
        {actions && <div className="public-actions">{actions}</div>}
      </header>
      <UnitLinks unit={unit} onChoose={chooseUnit} />
      <div className="pp-body">
        {/* Before the lists in the page, as a phone shows it: a browser draws a long page as it
            reads it, and figures placed above lists already drawn pushed them down. */}
        <aside className="pp-side" aria-label="Pack figures">
          <PublicTotals totals={pack.totals} unit={unit} scale={scale} />
          <PackChart data={chart} formatWeight={(mg) => weightText(mg, unit, scale)} />
        </aside>
        <div className="pp-lists">
          {hasLines ? (
            pack.categories.map((category, index) =>
              category.lines.length > 0 ? (
                <PackCategory
                  key={index}
                  category={category}
                  index={index}
                  unit={unit}
                  scale={scale}
                />
              ) : null,
            )
          ) : (
            <p className="public-empty">This pack has no gear yet.</p>
          )}
        </div>
      </div>
    </article>
  );
}
