import { useEffect, useRef, useState } from 'react';
import type { GearItemPage } from '@client/lib/api/gear-types';
import { apiFetch } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { errorMessage } from '@client/features/packs/api/pack-errors';
import type { AddOutcome, PackMutations } from './use-pack-mutations';
import { pickerItemsPath, type PickerOption } from './use-picker-options';

export type PickedOption = Extract<PickerOption, { kind: 'item' | 'bundle' }>;

/** What the user asked for: a chosen option, or a name typed before its search answered. */
type Wanted = { key: string; name: string } & (
  { option: PickedOption } | { option: null; typed: string }
);

interface AddQueueCallbacks {
  /** The line now holds what was added (marked for a moment). */
  onAdded: (lineId: string, name: string) => void;
  /** The server says the pack already holds it. */
  onAlready: (lineId: string, name: string) => void;
  /** A typed name matched nothing in the library: the new-item form opens with it. */
  onNoMatch: (name: string) => void;
}

let typedCount = 0;

/** The first library item the server finds for a name, as Enter would have chosen it. */
async function firstMatch(name: string): Promise<PickedOption | null> {
  const page = await apiFetch<GearItemPage>(pickerItemsPath(name));
  const item = page.items[0];
  if (!item) return null;
  return {
    kind: 'item',
    key: `item:${item.id}`,
    id: item.id,
    name: item.name,
    detail: item.brand,
    weightMg: item.weightMg,
    color: null,
    lineId: null,
  };
}

/**
 * The picker's adds, one after another in the order asked: the box is free again at once, so a
 * quick typist's next word never joins the previous one, and each add ends in a line or a
 * message naming it. `adding` lists what is still on its way, for the screen to show.
 */
export function useAddQueue(mutations: PackMutations, callbacks: AddQueueCallbacks) {
  const [adding, setAdding] = useState<Wanted[]>([]);
  const tail = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(new Set<string>());
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  async function run(wanted: Wanted): Promise<void> {
    const option = wanted.option ?? (await firstMatch(wanted.typed));
    if (!option) {
      latest.current.onNoMatch(wanted.name);
      return;
    }
    // A typed word ("Sawyer") is said as the item it found ("Sawyer Squeeze") while it is added.
    if (!wanted.option) {
      setAdding((list) =>
        list.map((other) => (other.key === wanted.key ? { ...other, name: option.name } : other)),
      );
    }
    const outcome: AddOutcome = await mutations.addLine(
      option.kind === 'item' ? { gearItemId: option.id } : { bundleId: option.id },
    );
    switch (outcome.kind) {
      case 'added':
        latest.current.onAdded(outcome.line.id, option.name);
        break;
      case 'already':
        latest.current.onAlready(outcome.lineId, option.name);
        break;
      case 'failed':
        toast.error(`Could not add ${option.name}: ${errorMessage(outcome.error)}`);
        break;
    }
  }

  function enqueue(wanted: Wanted): void {
    if (queued.current.has(wanted.key)) {
      toast(`${wanted.name} is already being added`);
      return;
    }
    queued.current.add(wanted.key);
    setAdding((list) => [...list, wanted]);
    const done = () => {
      queued.current.delete(wanted.key);
      setAdding((list) => list.filter((other) => other.key !== wanted.key));
    };
    tail.current = tail.current
      .then(() => run(wanted))
      .catch((error: unknown) => {
        toast.error(`Could not add ${wanted.name}: ${errorMessage(error)}`);
      })
      .finally(done);
  }

  return {
    /** Names still being added, oldest first. */
    adding: adding.map((wanted) => wanted.name),
    add: (option: PickedOption) => enqueue({ key: option.key, name: option.name, option }),
    /** A name typed and entered before the library's answer for it came. */
    addTyped: (name: string) => {
      typedCount += 1;
      enqueue({ key: `typed:${typedCount}`, name, option: null, typed: name });
    },
  };
}
