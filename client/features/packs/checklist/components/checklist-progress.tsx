import { CircleCheckBig } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { ChecklistProgress as Progress } from '@client/features/packs/checklist/utils/checklist-groups';

/** Packed lines out of all lines, as a bar and in words; it stays in view while scrolling. */
export function ChecklistProgress({ progress }: { progress: Progress }) {
  const { packed, total, percent } = progress;
  const done = packed === total;
  const words = done ? `All ${total} packed` : `${packed} of ${total} packed`;
  const fill = { '--progress': `${total === 0 ? 0 : (packed / total) * 100}%` } as CSSProperties;

  return (
    <div className={done ? 'checklist-progress is-done' : 'checklist-progress'}>
      <div className="checklist-progress-label">
        <p className="checklist-progress-text">
          {done && <CircleCheckBig aria-hidden="true" size={20} />}
          {words}
        </p>
        <span className="checklist-progress-percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="checklist-progress-bar"
        role="progressbar"
        aria-label="Lines packed"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={packed}
        aria-valuetext={words}
        style={fill}
      >
        <span className="checklist-progress-fill" />
      </div>
    </div>
  );
}
