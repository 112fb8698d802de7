import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@client/lib/api-errors';
import { paths } from '@client/lib/paths';
import { toast } from '@client/lib/toast';
import { deleteTrip } from '@client/features/trips/api/delete-trip';
import type { TripDetail } from '@client/features/trips/api/types';
import { useTripCache } from './use-trip-cache';
import type { TripMutations } from './use-trip-mutations';

/**
 * The trip's own actions: a GPX or KML file imported into it (its route replaced, its waypoints
 * added; the map fits the new route), and the trip deleted after a question.
 */
export function useTripActions(
  trip: TripDetail,
  mutations: Pick<TripMutations, 'importRoute'>,
  onRouteReplaced: (trip: TripDetail) => void,
) {
  const navigate = useNavigate();
  const cache = useTripCache();
  const [importing, setImporting] = useState<File | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function importFile(file: File) {
    setImporting(file);
    setImportError(null);
    try {
      const saved = await mutations.importRoute(file);
      toast.success(`Imported ${file.name}`);
      onRouteReplaced(saved);
    } catch (error) {
      setImportError(`Could not import ${file.name}: ${errorMessage(error)}`);
    } finally {
      setImporting(null);
    }
  }

  async function remove() {
    setDeleting(false);
    try {
      await deleteTrip(trip.id);
    } catch (error) {
      toast.error(`Could not delete ${trip.name}: ${errorMessage(error)}`);
      return;
    }
    toast.success(`Deleted ${trip.name}`);
    await cache.dropFromList(trip.id);
    await navigate(paths.trips());
    await cache.dropTrip(trip.id);
  }

  return {
    importing,
    importError,
    importFile: (file: File) => void importFile(file),
    deleting,
    askDelete: () => setDeleting(true),
    cancelDelete: () => setDeleting(false),
    confirmDelete: () => void remove(),
  };
}

export type TripActions = ReturnType<typeof useTripActions>;
