import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import type { KeyedMutator } from 'swr';
import { paths } from '@client/lib/paths';
import type {
  NewPackItem,
  PackChanges,
  PackDetail,
  PackLayout,
  PackLine,
  PackLineChanges,
} from '@client/features/packs/api/types';
import { updatePack } from '@client/features/packs/api/update-pack';
import { quantityFieldId } from '@client/features/packs/utils/ids';
import {
  layoutOf,
  sameLayout,
  sortedByWeight,
  withEarlierLayout,
  withCategoryMoved,
  withLineMoved,
} from '@client/features/packs/utils/pack-edits';
import { lineName } from '@client/features/packs/utils/pack-figures';
import { usePackListActions } from './use-pack-list-actions';
import { usePackMutations } from './use-pack-mutations';
import { useAddQueue, type PickedOption } from './use-add-queue';

const UNDO_TOAST_MS = 10_000;

export interface LineActions {
  update: (line: PackLine, changes: PackLineChanges) => void;
  remove: (line: PackLine) => void;
  expand: (line: PackLine) => void;
}

/** How long a line the user was sent to stays marked. */
const HIGHLIGHT_MS = 2500;

/**
 * What the pack page does: every action on the pack and its lines, with the user told.
 * `openNewItem` opens the new-item form with a name typed in the picker that matched nothing.
 */
export function usePackEditor(
  pack: PackDetail,
  mutate: KeyedMutator<PackDetail>,
  openNewItem: (name: string) => void,
) {
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

  const alreadyMessage = (name: string) =>
    `${name} is already in the pack: change its quantity instead`;
  const adds = useAddQueue(mutations, {
    onAdded: (lineId, name) => {
      setHighlighted(lineId);
      toast.success(`Added ${name}`);
    },
    // Only marked: the user may be typing the next name, and keeps the focus.
    onAlready: (lineId, name) => {
      setHighlighted(lineId);
      toast(alreadyMessage(name));
    },
    onNoMatch: openNewItem,
  });

  /** Adds the chosen item or bundle after those before it, or shows the line holding it. */
  function pick(option: PickedOption) {
    if (option.lineId) {
      showLine(option.lineId);
      toast(alreadyMessage(option.name));
      return;
    }
    adds.add(option);
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
    const before = layoutOf(pack);
    const layout = sortedByWeight(pack);
    if (sameLayout(layout, before)) {
      toast('Already heaviest first in every category');
      return;
    }
    if (!(await mutations.arrange(pack, layout))) return;
    toast.success('Sorted heaviest first', {
      duration: UNDO_TOAST_MS,
      action: { label: 'Undo', onClick: () => void undoSort(before) },
    });
  }

  /** Puts back the order from before a sort (lines added since stay where they are). */
  async function undoSort(before: PackLayout) {
    const shown = current.current;
    if (await mutations.arrange(shown, withEarlierLayout(shown, before))) {
      toast.success('Order put back');
    }
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
    // The deleted pack's page leaves the history: Back does not land on "Pack not found".
    if (await listActions.remove(pack)) await navigate(paths.packs(), { replace: true });
  }

  return {
    highlighted,
    duplicating,
    lineActions,
    pick,
    pickTyped: adds.addTyped,
    adding: adds.adding,
    createItem,
    saveDetails,
    setPublic: mutations.setPublic,
    moveCategory,
    moveLine,
    sortByWeight,
    duplicate,
    remove,
  };
}
