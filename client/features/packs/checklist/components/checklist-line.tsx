import { memo, useId } from 'react';
import { Glyph } from '@client/components/glyph';
import type { PackLine } from '@client/features/packs/api/types';
import { lineName } from '@client/features/packs/checklist/utils/checklist-groups';

export type ToggleLine = (line: PackLine, packed: boolean, input: HTMLInputElement) => void;

/**
 * One line as a tap target the width of the screen: the whole row is the checkbox's label, so a
 * tap anywhere on it ticks, and Space ticks the focused box. A bundle is one tick, its contents
 * listed under it as a reminder of what goes in.
 */
export const ChecklistLine = memo(function ChecklistLine({
  line,
  onToggle,
}: {
  line: PackLine;
  onToggle: ToggleLine;
}) {
  const nameId = useId();
  const quantityId = useId();
  const detailsId = useId();
  const brand = line.item?.brand ?? '';
  const entries = line.bundle?.items ?? [];
  const hasDetails = brand !== '' || line.worn || line.consumable || line.kind === 'bundle';

  return (
    <li className={line.packed ? 'checklist-line is-packed' : 'checklist-line'}>
      <label className="checklist-row">
        <input
          type="checkbox"
          className="checklist-box"
          checked={line.packed}
          onChange={(event) => onToggle(line, event.currentTarget.checked, event.currentTarget)}
          aria-labelledby={nameId}
          aria-describedby={hasDetails ? `${quantityId} ${detailsId}` : quantityId}
        />
        <span className="checklist-tick" aria-hidden="true">
          <Glyph name="check" />
        </span>
        <span className="checklist-text">
          <span className="checklist-name" id={nameId}>
            {lineName(line)}
          </span>
          {hasDetails && (
            <span className="checklist-details" id={detailsId}>
              <span className="checklist-markers">
                {brand && <span className="checklist-brand">{brand}</span>}
                {line.kind === 'bundle' && (
                  <span className="checklist-marker">
                    <Glyph name="package" />
                    Bundle
                  </span>
                )}
                {line.worn && (
                  <span className="checklist-marker">
                    <Glyph name="shirt" />
                    Worn
                  </span>
                )}
                {line.consumable && (
                  <span className="checklist-marker">
                    <Glyph name="cookie" />
                    Consumable
                  </span>
                )}
              </span>
              {entries.length > 0 && (
                <span className="checklist-entries" role="list">
                  {entries.map((entry) => (
                    <span key={entry.gearItemId} className="checklist-entry" role="listitem">
                      <span className="checklist-entry-name">{entry.name}</span>
                      {entry.quantity > 1 && (
                        <span className="checklist-entry-quantity">×{entry.quantity}</span>
                      )}
                    </span>
                  ))}
                </span>
              )}
            </span>
          )}
        </span>
        <span
          className={line.quantity > 1 ? 'checklist-quantity is-multiple' : 'checklist-quantity'}
          id={quantityId}
        >
          <span className="visually-hidden">Quantity </span>
          <span aria-hidden="true">×</span>
          {line.quantity}
        </span>
      </label>
    </li>
  );
});
