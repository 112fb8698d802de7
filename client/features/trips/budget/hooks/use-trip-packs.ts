import { errorMessage } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import type { TripDetail } from '@client/features/trips/api/types';
import type { TripMutations } from '@client/features/trips/hooks/use-trip-mutations';

interface Ref {
  packId: string;
  isMain: boolean;
}

/**
 * The packs a trip takes: add one of the user's, take one off, mark the main one (whose base
 * weight the budget carries). Each change sends the whole list (PUT packs); the first pack added
 * is the main one, and taking off the main pack makes the next one main.
 */
export function useTripPacks(trip: TripDetail, mutations: Pick<TripMutations, 'setPacks'>) {
  const refs = (): Ref[] => trip.packs.map((pack) => ({ packId: pack.id, isMain: pack.isMain }));

  async function send(packs: Ref[], done: string) {
    try {
      await mutations.setPacks({ packs });
      toast.success(done);
    } catch (error) {
      toast.error(`Could not change the packs: ${errorMessage(error)}`);
    }
  }

  return {
    add: (packId: string, name: string) =>
      void send([...refs(), { packId, isMain: trip.packs.length === 0 }], `Added ${name}`),
    remove: (packId: string, name: string) => {
      const left = refs().filter((ref) => ref.packId !== packId);
      const first = left[0];
      if (first && !left.some((ref) => ref.isMain)) first.isMain = true;
      void send(left, `Took ${name} off the trip`);
    },
    makeMain: (packId: string, name: string) =>
      void send(
        refs().map((ref) => ({ ...ref, isMain: ref.packId === packId })),
        `${name} is the main pack`,
      ),
  };
}
