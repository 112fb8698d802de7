import { ChevronLeft, ClipboardCheck, Copy, Pencil, Trash2 } from 'lucide-react';
import type { WeightUnit } from '@domain/weight-units';
import { IntentLink } from '@client/components/intent-link';
import { ShareButton } from '@client/components/share';
import { UnitSwitcher } from '@client/components/unit-switcher';
import { ExportPackLink } from '@client/features/packs/import/export-pack-link';
import { paths } from '@client/lib/paths';
import type { PackDetail } from '@client/features/packs/api/types';

interface PackHeaderProps {
  pack: PackDetail;
  unit: WeightUnit;
  onUnitChange: (unit: WeightUnit) => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Public or private, from the share dialog: rejects when the server refuses. */
  onPublicChange: (isPublic: boolean) => Promise<unknown>;
  duplicating: boolean;
}

/** The pack's name and description, and what can be done with the whole pack. */
export function PackHeader({
  pack,
  unit,
  onUnitChange,
  onEdit,
  onDuplicate,
  onDelete,
  onPublicChange,
  duplicating,
}: PackHeaderProps) {
  return (
    <header className="pack-header">
      <IntentLink to={paths.packs()} className="back-link">
        <ChevronLeft aria-hidden="true" size={16} />
        Packs
      </IntentLink>
      <div className="pack-header-main">
        <div className="pack-header-text">
          <h1>{pack.name}</h1>
          {pack.description ? (
            <p className="pack-description">{pack.description}</p>
          ) : (
            <p className="pack-description muted">No description yet.</p>
          )}
          <p className="pack-slug">
            Public link name: <code>{pack.slug}</code>
            {pack.isPublic && <span className="badge pack-public">Public</span>}
          </p>
        </div>
        <UnitSwitcher value={unit} onChange={onUnitChange} label="Show weights in" />
      </div>
      <div className="pack-actions">
        <button type="button" className="button button-small" onClick={onEdit}>
          <Pencil aria-hidden="true" size={16} />
          Edit details
        </button>
        <ShareButton
          target={{ kind: 'pack', name: pack.name, slug: pack.slug, isPublic: pack.isPublic }}
          actions={{ setPublic: onPublicChange }}
        />
        <IntentLink to={paths.packChecklist(pack.id)} className="button button-small">
          <ClipboardCheck aria-hidden="true" size={16} />
          Checklist
        </IntentLink>
        <button
          type="button"
          className="button button-small"
          onClick={onDuplicate}
          disabled={duplicating}
        >
          <Copy aria-hidden="true" size={16} />
          {duplicating ? 'Duplicating…' : 'Duplicate'}
        </button>
        <ExportPackLink packId={pack.id} packName={pack.name} />
        <button
          type="button"
          className="button button-small button-danger-outline"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </button>
      </div>
    </header>
  );
}
