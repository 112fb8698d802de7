import '@client/styles/public.css';
import { RoutePreview } from '@client/components/route-preview';
import { paths } from '@client/lib/paths';
import type { PublicProfile } from '@client/features/public/api/types';
import { OwnerAvatar } from '@client/features/public/components/owner-line';
import {
  dateRangeText,
  daysText,
  distanceText,
  itemsText,
  weightText,
} from '@client/features/public/utils/public-format';

export interface PublicProfilePageProps {
  profile: PublicProfile;
}

/** A hiker's public page: their picture and name, and the packs and trips they share, as cards. */
export function PublicProfilePage({ profile }: PublicProfilePageProps) {
  const { owner, packs, trips, weightUnit, weightScale } = profile;
  return (
    <article className="public-page public-profile">
      <header className="pf-head">
        <OwnerAvatar owner={owner} size={72} />
        <div>
          <h1>{owner.displayName}</h1>
          <p className="pf-username">{`@${owner.username}`}</p>
        </div>
      </header>
      {packs.length === 0 && trips.length === 0 && (
        <p className="public-empty">{owner.displayName} has not shared any packs or trips yet.</p>
      )}
      {packs.length > 0 && (
        <section className="public-section" aria-labelledby="pf-packs-heading">
          <h2 id="pf-packs-heading">Packs</h2>
          <ul className="pf-cards">
            {packs.map((pack) => (
              <li key={pack.slug}>
                <a className="pf-card" href={paths.publicPack(owner.username, pack.slug)}>
                  <strong className="pf-card-title">{pack.name}</strong>
                  <span>Base weight {weightText(pack.totals.baseMg, weightUnit, weightScale)}</span>
                  <span className="pf-card-muted">{itemsText(pack.totals.itemCount)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {trips.length > 0 && (
        <section className="public-section" aria-labelledby="pf-trips-heading">
          <h2 id="pf-trips-heading">Trips</h2>
          <ul className="pf-cards">
            {trips.map((trip) => (
              <li key={trip.id}>
                <a className="pf-card pf-trip" href={paths.publicTrip(owner.username, trip.id)}>
                  <RoutePreview
                    preview={trip.preview}
                    segmentStarts={trip.previewSegmentStarts}
                    label={`Route of ${trip.name}`}
                  />
                  <span className="pf-trip-text">
                    <strong className="pf-card-title">{trip.name}</strong>
                    <span>{dateRangeText(trip.startDate, trip.endDate)}</span>
                    <span className="pf-card-muted">
                      {daysText(trip.days)}
                      {trip.distanceM > 0 && ` · ${distanceText(trip.distanceM)}`}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
