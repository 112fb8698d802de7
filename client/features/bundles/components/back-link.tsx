import { ArrowLeft } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';

/** Back to the list of bundles, above a bundle's heading. */
export function BackLink() {
  return (
    <IntentLink to={paths.bundles()} className="bundle-back">
      <ArrowLeft aria-hidden="true" size={16} />
      All bundles
    </IntentLink>
  );
}
