import { useMemo } from 'react';
import { toast } from '@client/lib/toast';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { CATEGORIES_PATH } from '@client/lib/api/gear-categories';
import { ITEMS_PATH } from '@client/lib/api/gear-items';
import { addPackLine } from '@client/features/packs/api/add-pack-line';
import { expandPackLine } from '@client/features/packs/api/expand-pack-line';
import { errorMessage, existingLineId } from '@client/features/packs/api/pack-errors';
import { removePackLine } from '@client/features/packs/api/remove-pack-line';
import { setPackLayout } from '@client/features/packs/api/set-pack-layout';
import type {
  NewPackLine,
  PackDetail,
  PackLayout,
  PackLine,
  PackLineChanges,
} from '@client/features/packs/api/types';
import { updatePack } from '@client/features/packs/api/update-pack';
import { updatePackLine } from '@client/features/packs/api/update-pack-line';
import { PACKS_PATH } from '@client/features/packs/api/use-packs';
import {
  layoutOf,
  sameLayout,
  withLayout,
  withLineChanges,
  withLineRemoved,
  withLineReplaced,
  withLineRestored,
} from '@client/features/packs/utils/pack-edits';
import { lineName } from '@client/features/packs/utils/pack-figures';

export type AddOutcome =
  | { kind: 'added'; line: PackLine }
  | { kind: 'already'; lineId: string }
  | { kind: 'failed'; error: unknown };

const isLibraryKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(ITEMS_PATH) || key === CATEGORIES_PATH);

/**
 * Every change to one pack. Quantity, flags, removal and arrangement show at once, worked out
 * here with the server's rules; the request follows, the server's pack then replaces the guess
 * (SWR revalidates after each mutation), and a refusal puts the pack back and says why.
 */
export function usePackMutations(packId: string, mutate: KeyedMutator<PackDetail>) {
  const { mutate: mutateKey } = useSWRConfig();
  return useMemo(() => {
    /** The list's figures change with the pack; it reads them again when next shown. */
    const listChanged = () => void mutateKey(PACKS_PATH);

    /**
     * Shows `change(pack on screen)` at once, then saves it. The optimistic pack starts from
     * what is displayed (SWR's "displayed data"), so two quick edits both show.
     */
    async function optimistic(
      change: (pack: PackDetail) => PackDetail,
      save: (shown: PackDetail) => Promise<PackDetail>,
      failure: string,
    ): Promise<boolean> {
      let shown: PackDetail | undefined;
      try {
        await mutate(
          async () => {
            if (!shown) throw new Error('The pack is not loaded yet');
            return save(shown);
          },
          {
            optimisticData: (committed, displayed) => {
              const current = displayed ?? committed;
              if (!current) throw new Error('The pack is not loaded yet');
              shown = change(current);
              return shown;
            },
            rollbackOnError: true,
            populateCache: true,
            revalidate: true,
            throwOnError: true,
          },
        );
        listChanged();
        return true;
      } catch (error) {
        toast.error(`${failure}: ${errorMessage(error)}`);
        return false;
      }
    }

    const updateLine = (line: PackLine, changes: PackLineChanges) =>
      optimistic(
        (pack) => withLineChanges(pack, line.id, changes),
        async (shown) => withLineReplaced(shown, await updatePackLine(packId, line.id, changes)),
        `Could not change ${lineName(line)}`,
      );

    const removeLine = (line: PackLine) =>
      optimistic(
        (pack) => withLineRemoved(pack, line.id),
        async (shown) => {
          await removePackLine(packId, line.id);
          return shown;
        },
        `Could not remove ${lineName(line)}`,
      );

    /** Sends the whole arrangement; nothing is sent when it is the one already shown. */
    const arrange = async (pack: PackDetail, layout: PackLayout) =>
      sameLayout(layoutOf(pack), layout) ||
      optimistic(
        (current) => withLayout(current, layout),
        async (shown) => {
          await setPackLayout(packId, layoutOf(shown));
          return shown;
        },
        'Could not save the new order',
      );

    /** Adds a library item, a bundle or a new item; the pack is then read again. */
    async function addLine(body: NewPackLine): Promise<AddOutcome> {
      try {
        const line = await addPackLine(packId, body);
        await mutate();
        listChanged();
        // A new item joined the library: its lists and category counts are read again.
        if (body.newItem) void mutateKey(isLibraryKey);
        return { kind: 'added', line };
      } catch (error) {
        const lineId = existingLineId(error);
        if (lineId) return { kind: 'already', lineId };
        return { kind: 'failed', error };
      }
    }

    /** A bundle line becomes one line per item; the server answers with the whole pack. */
    async function expandLine(line: PackLine): Promise<boolean> {
      try {
        await mutate(expandPackLine(packId, line.id), { revalidate: false });
        listChanged();
        toast.success(`${lineName(line)} is now its items`);
        return true;
      } catch (error) {
        toast.error(`Could not expand ${lineName(line)}: ${errorMessage(error)}`);
        return false;
      }
    }

    /**
     * Puts a removed line back: the same item or bundle, quantity, flags and tick, in its old
     * place (`before` is the layout from before the removal).
     */
    async function restoreLine(line: PackLine, before: PackLayout): Promise<boolean> {
      try {
        const target = line.bundleId
          ? { bundleId: line.bundleId }
          : { gearItemId: line.gearItemId ?? '' };
        const { quantity, worn, consumable } = line;
        const added = await addPackLine(packId, { ...target, quantity, worn, consumable });
        if (line.packed) await updatePackLine(packId, added.id, { packed: true });
        const pack = await mutate();
        if (pack) await arrange(pack, withLineRestored(pack, before, line.id, added.id));
        listChanged();
        return true;
      } catch (error) {
        toast.error(`Could not put ${lineName(line)} back: ${errorMessage(error)}`);
        return false;
      }
    }

    /**
     * Public or private, shown at once (the header, the share dialog); a refusal puts it back
     * and rejects with the server's error, which the share dialog says. Only the flag is taken
     * from the answer, so lines changing meanwhile are left as they are.
     */
    async function setPublic(isPublic: boolean): Promise<void> {
      await mutate(updatePack(packId, { isPublic }), {
        optimisticData: (committed, displayed) => {
          const current = displayed ?? committed;
          if (!current) throw new Error('The pack is not loaded yet');
          return { ...current, isPublic };
        },
        populateCache: (saved, current) =>
          current ? { ...current, isPublic: saved.isPublic } : saved,
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      });
      listChanged();
    }

    return { updateLine, removeLine, restoreLine, arrange, addLine, expandLine, setPublic };
  }, [packId, mutate, mutateKey]);
}

export type PackMutations = ReturnType<typeof usePackMutations>;
