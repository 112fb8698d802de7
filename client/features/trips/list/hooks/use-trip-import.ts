import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@client/lib/api-errors';
import { paths } from '@client/lib/paths';
import { importTrip } from '@client/features/trips/list/api/import-trip';
import { ROUTE_FILE_MAX_BYTES } from '@client/features/trips/utils/route-files';
import { fileSize } from '@client/features/trips/utils/file-size';
import { useTripCache } from '@client/features/trips/hooks/use-trip-cache';

export type ImportState =
  { kind: 'idle' } | { kind: 'uploading'; file: File } | { kind: 'failed'; message: string };

/**
 * "Create from GPX": the chosen file goes to POST /api/trips/import, and the new trip opens.
 * While it uploads the control says so (and offers to stop); a refusal (a broken file, one too
 * large, the network) is said by the control, in the server's words.
 */
export function useTripImport() {
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const cache = useTripCache();
  const navigate = useNavigate();
  const upload = useRef<AbortController | null>(null);
  // Leaving the page stops an upload: its trip would otherwise open over wherever the user went.
  useEffect(() => () => upload.current?.abort(), []);

  async function start(file: File) {
    if (file.size > ROUTE_FILE_MAX_BYTES) {
      setState({
        kind: 'failed',
        message: `${file.name} is ${fileSize(file.size)}: a route file can be at most ${fileSize(ROUTE_FILE_MAX_BYTES)}`,
      });
      return;
    }
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setState({ kind: 'uploading', file });
    try {
      const trip = await importTrip(file, controller.signal);
      await cache.remember(trip);
      setState({ kind: 'idle' });
      void navigate(paths.trip(trip.id));
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        kind: 'failed',
        message: `Could not make a trip from ${file.name}: ${errorMessage(error)}`,
      });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }

  function cancel() {
    upload.current?.abort();
    upload.current = null;
    setState({ kind: 'idle' });
  }

  return { state, start: (file: File) => void start(file), cancel };
}
