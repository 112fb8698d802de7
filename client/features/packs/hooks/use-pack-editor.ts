import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import type { KeyedMutator } from 'swr';
import { paths } from '@client/lib/paths';
import { errorMessage } from '../api/pack-errors';
import type { NewPackItem, PackChanges, PackDetail, PackLine, PackLineChanges } from '../api/types';
import { updatePack } from '../api/update-pack';
import { quantityFieldId } from '../utils/ids';
import {
  layoutOf,
  sameLayout,
  sortedByWeight,
  withCategoryMoved,
  withLineMoved,
} from '../utils/pack-edits';
import { lineName } from '../utils/pack-figures';
import { usePackListActions } from './use-pack-list-actions';
import { usePackMutations } from './use-pack-mutations';
import type { PickerOption } from './use-picker-options';

const UNDO_TOAST_MS = 10_000;

export interface LineActions {
  update: (line: PackLine, changes: PackLineChanges) => void;
  remove: (line: PackLine) => void;
  expand: (line: PackLine) => void;
}

/** How long a line the user was sent to stays marked. */
const HIGHLIGHT_MS = 2500;

/** What the pack page does: every action on the pack and its lines, with the user told. */
export function usePackEditor(pack: PackDetail, mutate: KeyedMutator<PackDetail>) {
  const mutations = usePackMutations(pack.id, mutate);
  const listActions = usePackListActions();
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  // The line actions read the pack when used, not when made: they stay the same object while
  // the pack changes, and rows that did not change are not drawn again.
  const current = useRef(pack);
  useEffect(() => {
    current.current = pack;
  }, [pack]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  /** Takes the user to a line: marked, scrolled to, its quantity focused. */
  const showLine = (lineId: string) => {
    setHighlighted(lineId);
    const field = document.getElementById(quantityFieldId(lineId));
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };

  const lineActions = useMemo<LineActions>(
    () => ({
      update: (line, changes) => void mutations.updateLine(line, changes),
      remove: (line) => {
        const before = layoutOf(current.current);
        void mutations.removeLine(line).then((removed) => {
          if (!removed) return;
          toast.success(`Removed ${lineName(line)}`, {
            // Twice the usual time: reaching an Undo takes longer than reading a notice.
            duration: UNDO_TOAST_MS,
            action: { label: 'Undo', onClick: () => void mutations.restoreLine(line, before) },
          });
        });
      },
      expand: (line) => void mutations.expandLine(line),
    }),
    [mutations],
  );

  async function pick(option: Extract<PickerOption, { kind: 'item' | 'bundle' }>) {
    const already = (lineId: string) => {
      showLine(lineId);
      toast(`${option.name} is already in the pack: change its quantity instead`);
    };
    if (option.lineId) {
      already(option.lineId);
      return;
    }
    const outcome = await mutations.addLine(
      option.kind === 'item' ? { gearItemId: option.id } : { bundleId: option.id },
    );
    switch (outcome.kind) {
      case 'added':
        setHighlighted(outcome.line.id);
        toast.success(`Added ${option.name}`);
        break;
      case 'already':
        already(outcome.lineId);
        break;
      case 'failed':
        toast.error(`Could not add ${option.name}: ${errorMessage(outcome.error)}`);
        break;
    }
  }

  /** A new item: it joins the library and the pack, or the form shows why not. */
  async function createItem(item: NewPackItem) {
    const outcome = await mutations.addLine({ newItem: item });
    if (outcome.kind === 'failed') throw outcome.error;
    if (outcome.kind === 'added') {
      setHighlighted(outcome.line.id);
      toast.success(`Added ${item.name} to the pack and to your gear`);
    }
  }

  async function saveDetails(changes: PackChanges) {
    await mutate(updatePack(pack.id, changes), { revalidate: false });
    toast.success('Pack details saved');
  }

  const moveCategory = (from: number, to: number) =>
    void mutations.arrange(pack, withCategoryMoved(pack, from, to));
  const moveLine = (categoryId: string | null, from: number, to: number) =>
    void mutations.arrange(pack, withLineMoved(pack, categoryId, from, to));

  async function sortByWeight() {
    const layout = sortedByWeight(pack);
    if (sameLayout(layout, layoutOf(pack))) {
      toast('Already heaviest first in every category');
      return;
    }
    if (await mutations.arrange(pack, layout)) toast.success('Sorted heaviest first');
  }

  async function duplicate() {
    setDuplicating(true);
    try {
      const copy = await listActions.duplicate(pack);
      if (!copy) return;
      toast.success(`Made ${copy.name}`);
      await navigate(paths.pack(copy.id));
    } finally {
      setDuplicating(false);
    }
  }

  async function remove() {
    if (await listActions.remove(pack)) await navigate(paths.packs());
  }

  return {
    highlighted,
    duplicating,
    lineActions,
    pick,
    createItem,
    saveDetails,
    moveCategory,
    moveLine,
    sortByWeight,
    duplicate,
    remove,
  };
}
