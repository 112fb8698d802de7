import '@client/styles/track.css';
import { TrackPage } from '@client/features/track/components/track-page';

export function Component() {
  return <TrackPage />;
}
