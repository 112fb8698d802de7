import type { ComponentProps } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import {
  PublicFrame,
  PublicNotFound,
  PublicPackEmbed,
  PublicPackPage,
  PublicProfilePage,
  PublicTripPage,
} from './public-stand-in';

export type PublicProfile = ComponentProps<typeof PublicProfilePage>['profile'];
export type PublicPack = ComponentProps<typeof PublicPackPage>['pack'];
export type PublicTrip = ComponentProps<typeof PublicTripPage>['trip'];

/**
 * What a server-rendered public page shows: the same value renders on the server
 * (client/public-render.tsx) and, inlined in the document as JSON, hydrates in the browser
 * (client/public-main.tsx). `unit` is the one the page opens in (?unit, else the owner's).
 */
export type PublicPageData =
  | { kind: 'profile'; profile: PublicProfile }
  | { kind: 'pack'; pack: PublicPack; unit: WeightUnit }
  | { kind: 'embed'; pack: PublicPack; unit: WeightUnit }
  | { kind: 'trip'; trip: PublicTrip; unit: WeightUnit }
  | { kind: 'not-found' };

/** The id of the <script type="application/json"> holding the page's data. */
export const PAGE_DATA_ELEMENT_ID = 'public-page-data';

/** One public page: the page in the signed-out frame (the embed is bare: it sits in an iframe). */
export function PublicPageView({ page }: { page: PublicPageData }) {
  switch (page.kind) {
    case 'embed':
      return <PublicPackEmbed pack={page.pack} unit={page.unit} />;
    case 'profile':
      return (
        <PublicFrame>
          <PublicProfilePage profile={page.profile} />
        </PublicFrame>
      );
    case 'pack':
      return (
        <PublicFrame>
          <PublicPackPage pack={page.pack} unit={page.unit} />
        </PublicFrame>
      );
    case 'trip':
      return (
        <PublicFrame>
          <PublicTripPage trip={page.trip} unit={page.unit} />
        </PublicFrame>
      );
    case 'not-found':
      return (
        <PublicFrame>
          <PublicNotFound />
        </PublicFrame>
      );
  }
}
