import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { PageTitle } from '@client/components/page-title';
import { errorMessage } from '@client/lib/api-errors';
import { isPackMissing } from '@client/features/packs/api/pack-errors';
import type { PackDetail } from '@client/features/packs/api/types';
import type { ChecklistActions } from '@client/features/packs/checklist/hooks/checklist-actions';
import { useChecklist } from '@client/features/packs/checklist/hooks/use-checklist';
import { useHidePacked } from '@client/features/packs/checklist/hooks/use-hide-packed';
import {
  linesDrawnPerGroup,
  useDrawnOnScroll,
} from '@client/features/packs/hooks/use-drawn-on-scroll';
import { MoreLines } from '@client/features/packs/components/more-lines';
import {
  checklistGroups,
  checklistProgress,
} from '@client/features/packs/checklist/utils/checklist-groups';
import { ChecklistCategory } from './checklist-category';
import { ChecklistHeader } from './checklist-header';
import type { ToggleLine } from './checklist-line';
import { ChecklistProgress } from './checklist-progress';
import {
  ChecklistAllPacked,
  ChecklistEmpty,
  ChecklistLoadError,
  ChecklistNotFound,
  ChecklistSkeleton,
} from './checklist-states';
import { ChecklistToolbar } from './checklist-toolbar';

/** From here on, categories and lines far from the screen are neither laid out nor painted. */
const LONG_CHECKLIST_LINES = 300;

/** The checkbox next to `input` in the list (after it, else before it), if any. */
function neighbourBox(list: HTMLElement | null, input: HTMLInputElement) {
  const boxes = [...(list?.querySelectorAll<HTMLInputElement>('input.checklist-box') ?? [])];
  const index = boxes.indexOf(input);
  return index < 0 ? undefined : (boxes[index + 1] ?? boxes[index - 1]);
}

/** The pack as a packing checklist: loading, missing, empty, or the list itself. */
export function ChecklistScreen({ packId }: { packId: string }) {
  const { pack, error, retry, setPacked, resetAll } = useChecklist(packId);
  const [hidePacked, setHidePacked] = useHidePacked(packId);

  if (isPackMissing(error) || !pack) {
    return (
      <div className="checklist">
        <PageTitle title="Checklist" />
        {isPackMissing(error) ? (
          <ChecklistNotFound />
        ) : error ? (
          <ChecklistLoadError error={error} onRetry={retry} />
        ) : (
          <ChecklistSkeleton />
        )}
      </div>
    );
  }
  return (
    <div className="checklist">
      <PageTitle title={`Checklist: ${pack.name}`} />
      <ChecklistHeader pack={pack} />
      {error !== undefined && (
        <p className="checklist-stale" role="status">
          Could not refresh the checklist ({errorMessage(error)}). Ticks are still saved as you make
          them.
        </p>
      )}
      {pack.lines.length === 0 ? (
        <ChecklistEmpty packId={pack.id} />
      ) : (
        <ChecklistBody
          pack={pack}
          hidePacked={hidePacked}
          onHidePackedChange={setHidePacked}
          onSetPacked={setPacked}
          onReset={resetAll}
        />
      )}
    </div>
  );
}

interface ChecklistBodyProps {
  pack: PackDetail;
  hidePacked: boolean;
  onHidePackedChange: (hide: boolean) => void;
  onSetPacked: ChecklistActions['setPacked'];
  onReset: ChecklistActions['resetAll'];
}

function ChecklistBody({
  pack,
  hidePacked,
  onHidePackedChange,
  onSetPacked,
  onReset,
}: ChecklistBodyProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  // The last line was ticked from the keyboard with packed lines hidden: the focus it loses
  // goes to the "All packed" message that replaces the list.
  const [focusAllPacked, setFocusAllPacked] = useState(false);
  const progress = checklistProgress(pack);
  const allPackedAndHidden = hidePacked && progress.packed === progress.total;
  // A long pack's first lines show at once, the rest as the reader scrolls to them.
  const { drawn, nearEndRef, drawAll } = useDrawnOnScroll(pack.lines.length);
  const groups = checklistGroups(pack);
  const drawnLines = linesDrawnPerGroup(
    groups.map((group) => group.lines.length),
    drawn,
  );

  // The same function from tick to tick, so a tick redraws its own line only (memo).
  const toggle = useCallback<ToggleLine>(
    (line, packed, input) => {
      // A hidden line would take the keyboard focus with it: hand it to the next line first.
      // Only for the keyboard (a tap leaves no focus ring to keep).
      if (hidePacked && packed && input.matches(':focus-visible')) {
        const next = neighbourBox(listRef.current, input);
        if (next) next.focus();
        else setFocusAllPacked(true);
      }
      void onSetPacked(line, packed);
    },
    [hidePacked, onSetPacked],
  );

  return (
    <>
      <ChecklistProgress progress={progress} />
      <ChecklistToolbar
        hidePacked={hidePacked}
        onHidePackedChange={onHidePackedChange}
        packed={progress.packed}
        onReset={() => setConfirmingReset(true)}
      />
      {allPackedAndHidden ? (
        <ChecklistAllPacked
          takeFocus={focusAllPacked}
          onShowPacked={() => onHidePackedChange(false)}
        />
      ) : (
        <div
          className={
            pack.lines.length > LONG_CHECKLIST_LINES
              ? 'checklist-groups is-long'
              : 'checklist-groups'
          }
          ref={listRef}
        >
          {groups.map((group, index) => {
            const lines = drawnLines[index] ?? null;
            return lines === null ? null : (
              <ChecklistCategory
                key={group.category.categoryId ?? 'none'}
                group={group}
                drawnLines={lines}
                hidePacked={hidePacked}
                onToggle={toggle}
              />
            );
          })}
        </div>
      )}
      {!allPackedAndHidden && drawn < pack.lines.length && (
        <MoreLines nearEndRef={nearEndRef} onShowAll={drawAll} />
      )}
      {hidePacked && progress.packed > 0 && !allPackedAndHidden && (
        <p className="checklist-hidden-note">
          {progress.packed} packed {progress.packed === 1 ? 'line' : 'lines'} hidden.{' '}
          <button
            type="button"
            className="checklist-link-button"
            onClick={() => onHidePackedChange(false)}
          >
            Show them
          </button>
        </p>
      )}
      <ConfirmDialog
        open={confirmingReset}
        title="Reset the checklist?"
        confirmLabel="Reset all"
        danger
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          setConfirmingReset(false);
          setFocusAllPacked(false);
          void onReset(pack.lines);
        }}
      >
        <p>
          All {progress.packed} packed {progress.packed === 1 ? 'line' : 'lines'} of {pack.name}{' '}
          will be unticked, on every phone and tab that has this checklist open.
        </p>
      </ConfirmDialog>
    </>
  );
}
