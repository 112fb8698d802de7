import '@client/styles/packs.css';
import { useParams } from 'react-router';
import { PackScreen } from '@client/features/packs/components/pack-screen';

export function Component() {
  const { packId = '' } = useParams();
  // A key per pack: going from one pack to its copy starts the page afresh.
  return <PackScreen key={packId} packId={packId} />;
}
