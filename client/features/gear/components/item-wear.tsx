import { Link } from 'react-router';
import { formatWholeKm, retirementText } from '@client/lib/gear-wear';
import { paths } from '@client/lib/paths';
import type { LibraryWear } from '@client/features/gear/utils/item-wear';

const hours = (seconds: number) => `${Math.round(seconds / 3600)} h`;

/**
 * An item's gear mileage in its details (Explorer): how far, how long and how often it went
 * over every category, and against its retirement distance a bar and the hint. On Basic a
 * line says where it comes from.
 */
export function ItemWear({ wear, explorer }: { wear: LibraryWear | undefined; explorer: boolean }) {
  if (!explorer) {
    return (
      <p className="item-wear-upgrade field-hint">
        Gear mileage and retirement hints come with the Explorer plan:{' '}
        <Link to={paths.account()}>see the plans</Link>.
      </p>
    );
  }
  if (!wear) return null;
  const share = wear.limitM === null ? null : Math.min(wear.distanceM / wear.limitM, 1);
  return (
    <section className="item-wear" aria-label="Gear mileage">
      <h3 className="item-wear-title">Gear mileage</h3>
      <p className="item-wear-figures">
        {wear.count === 0
          ? 'Not on an activity yet'
          : `${formatWholeKm(wear.distanceM)} · ${hours(wear.movingS)} · ${wear.count} ${
              wear.count === 1 ? 'activity' : 'activities'
            }`}
      </p>
      {share !== null && (
        <>
          <div className={['item-wear-bar', wear.hint ? `is-${wear.hint}` : ''].join(' ')}>
            <span style={{ width: `${share * 100}%` }} />
          </div>
          <p className={['item-wear-hint', wear.hint ? `wear-hint is-${wear.hint}` : ''].join(' ')}>
            {retirementText(wear)}
          </p>
        </>
      )}
    </section>
  );
}
