// STAND-IN until i14-pages is merged: the page components of the contract, reduced to a few
// fields, so the server rendering can be built and tested. Removed at the merge.
import { useState, type ReactNode } from 'react';
import type { WeightUnit } from '@domain/weight-units';

interface Owner {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  profilePublic: boolean;
  searchIndexing: boolean;
}
interface Totals {
  baseMg: number;
  totalMg: number;
}
export interface PublicProfile {
  owner: Owner;
  weightUnit: WeightUnit;
  packs: { name: string; slug: string; description: string; lineCount: number; totals: Totals }[];
  trips: { id: string; name: string; startDate: string | null; distanceM: number }[];
}
export interface PublicPack {
  owner: Owner;
  name: string;
  description: string;
  slug: string;
  weightUnit: WeightUnit;
  categories: {
    name: string;
    lines: {
      kind: 'item' | 'bundle';
      quantity: number;
      item?: { name: string; weightMg: number };
    }[];
  }[];
  totals: Totals;
}
export interface PublicTrip {
  owner: Owner;
  id: string;
  name: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  days: number;
  weightUnit: WeightUnit;
  route: { distanceM: number } | null;
}

const show = (mg: number, unit: WeightUnit) => `${mg} mg (${unit})`;

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <a href="/">Packtrail</a>
      </header>
      <main>{children}</main>
    </>
  );
}

export function PublicNotFound() {
  return <h1>Not Found</h1>;
}

export function PublicProfilePage({ profile }: { profile: PublicProfile }) {
  return <h1>{profile.owner.displayName}</h1>;
}

export function PublicPackPage({
  pack,
  unit,
}: {
  pack: PublicPack;
  unit: WeightUnit;
  actions?: ReactNode;
}) {
  const [shown, setShown] = useState(unit);
  return (
    <article>
      <h1>{pack.name}</h1>
      <p>{pack.description}</p>
      <p>Base weight {show(pack.totals.baseMg, shown)}</p>
      <nav aria-label="Unit">
        {(['g', 'kg', 'oz', 'lb'] as const).map((u) => (
          <a
            key={u}
            href={`?unit=${u}`}
            aria-current={u === shown ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setShown(u);
              history.replaceState(null, '', `?unit=${u}`);
            }}
          >
            {u}
          </a>
        ))}
      </nav>
      {pack.categories.map((category) => (
        <section key={category.name}>
          <h2>{category.name}</h2>
          <ul>
            {category.lines.map((line, index) => (
              <li key={index}>{line.item?.name}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

export function PublicPackEmbed({ pack, unit }: { pack: PublicPack; unit: WeightUnit }) {
  return (
    <article>
      <a href={`/u/${pack.owner.username}/pack/${pack.slug}`} target="_blank" rel="noopener">
        {pack.name}
      </a>
      <p>{show(pack.totals.baseMg, unit)}</p>
    </article>
  );
}

export function PublicTripPage({ trip }: { trip: PublicTrip; unit: WeightUnit }) {
  return (
    <article>
      <h1>{trip.name}</h1>
      <p>{trip.description}</p>
    </article>
  );
}
