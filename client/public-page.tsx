import type { ComponentProps } from 'react';
import type { WeightUnit } from '@domain/weight-units';
import {
  PublicFrame,
  PublicNotFound,
  PublicPackEmbed,
  PublicPackPage,
  PublicProfilePage,
  PublicTripPage,
} from '@client/features/public/pages';
import { paths } from '@client/lib/paths';

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

/**
 * One public page: the page in the signed-out frame, whose "Sign in" comes back to the page
 * (the embed is bare: it sits in an iframe). The not-found page names no address: its bytes are
 * the same whatever was asked for, and the frame fills the address in once it runs.
 */
export function PublicPageView({ page }: { page: PublicPageData }) {
  switch (page.kind) {
    case 'embed':
      return <PublicPackEmbed pack={page.pack} unit={page.unit} />;
    case 'profile':
      return (
        <PublicFrame redirectTo={paths.publicProfile(page.profile.owner.username)}>
          <PublicProfilePage profile={page.profile} />
        </PublicFrame>
      );
    case 'pack':
      return (
        <PublicFrame redirectTo={paths.publicPack(page.pack.owner.username, page.pack.slug)}>
          <PublicPackPage pack={page.pack} unit={page.unit} />
        </PublicFrame>
      );
    case 'trip':
      return (
        <PublicFrame redirectTo={paths.publicTrip(page.trip.owner.username, page.trip.id)}>
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
