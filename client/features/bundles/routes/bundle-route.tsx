import '@client/styles/bundles.css';
import { useParams } from 'react-router';
import { BundlePage } from '@client/features/bundles/components/bundle-page';

export function Component() {
  const { bundleId = '' } = useParams();
  // A new id is a new page: no draft or open field carries over from the last bundle.
  return <BundlePage key={bundleId} bundleId={bundleId} />;
}
