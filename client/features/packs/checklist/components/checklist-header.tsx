import { ArrowLeft } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { PackDetail } from '@client/features/packs/api/types';

/** The pack's name, the way back to its editor, and what is being counted. */
export function ChecklistHeader({ pack }: { pack: PackDetail }) {
  const lines = pack.lines.length;
  return (
    <header className="checklist-header">
      <IntentLink to={paths.pack(pack.id)} className="checklist-back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to pack
      </IntentLink>
      <h1>{pack.name}</h1>
      <p className="checklist-subtitle">
        Packing checklist · {lines} {lines === 1 ? 'line' : 'lines'}
      </p>
    </header>
  );
}
