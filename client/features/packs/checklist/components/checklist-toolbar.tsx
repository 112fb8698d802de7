import { RotateCcw } from 'lucide-react';

interface ChecklistToolbarProps {
  hidePacked: boolean;
  onHidePackedChange: (hide: boolean) => void;
  packed: number;
  onReset: () => void;
}

/** "Hide packed" and "Reset all", below the progress. */
export function ChecklistToolbar({
  hidePacked,
  onHidePackedChange,
  packed,
  onReset,
}: ChecklistToolbarProps) {
  return (
    <div className="checklist-toolbar">
      <label className="checklist-switch">
        <input
          type="checkbox"
          role="switch"
          checked={hidePacked}
          onChange={(event) => onHidePackedChange(event.currentTarget.checked)}
        />
        <span className="checklist-switch-track" aria-hidden="true">
          <span className="checklist-switch-thumb" />
        </span>
        Hide packed
      </label>
      <button type="button" className="button" onClick={onReset} disabled={packed === 0}>
        <RotateCcw aria-hidden="true" size={18} />
        Reset all
      </button>
    </div>
  );
}
