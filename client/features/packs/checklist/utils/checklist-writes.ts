import { createWriteQueue, type WriteQueue } from './write-queue';

/** A tap the server has not confirmed yet: what the person wants, and what to fall back to. */
interface Intent {
  packed: boolean;
  /** Which tap (or reset) set it; only the latest one for a line may settle it. */
  seq: number;
  /** The last value the server confirmed for the line: the rollback target. */
  base: boolean;
}

export interface ChecklistWrites {
  queue: WriteQueue;
  /**
   * Records taps (one line, or every line for a reset) and returns their sequence number;
   * each line's `packed` is what it shows now.
   */
  begin(lines: readonly { id: string; packed: boolean }[], packed: boolean): number;
  /** Whether this tap is still the newest for the line (an older one need not be sent). */
  isLatest(lineId: string, seq: number): boolean;
  /**
   * The server saved the value: true when this was the newest tap (its intent is dropped and
   * the server's line can be shown), false when a newer tap is still on its way.
   */
  confirm(lineId: string, seq: number, saved: boolean): boolean;
  /** The write failed: the value to roll back to if this was the newest tap, else undefined. */
  fail(lineId: string, seq: number): boolean | undefined;
  /** What the person has asked for and the server not yet confirmed, by line id. */
  wanted(): ReadonlyMap<string, boolean>;
}

/**
 * The checklist's unconfirmed taps. Whatever arrives from the server (a line saved, a whole
 * pack revalidated on focus or by the timer) is shown with these laid over it, so an answer
 * that left the server before a tap reached it cannot untick what the person just ticked.
 */
export function createChecklistWrites(): ChecklistWrites {
  const intents = new Map<string, Intent>();
  let lastSeq = 0;

  const isLatest = (lineId: string, seq: number) => intents.get(lineId)?.seq === seq;

  return {
    queue: createWriteQueue(),
    begin(lines, packed) {
      lastSeq += 1;
      for (const line of lines) {
        const base = intents.get(line.id)?.base ?? line.packed;
        intents.set(line.id, { packed, seq: lastSeq, base });
      }
      return lastSeq;
    },
    isLatest,
    confirm(lineId, seq, saved) {
      const intent = intents.get(lineId);
      if (!intent) return false;
      if (intent.seq === seq) {
        intents.delete(lineId);
        return true;
      }
      intent.base = saved;
      return false;
    },
    fail(lineId, seq) {
      const intent = intents.get(lineId);
      if (intent?.seq !== seq) return undefined;
      intents.delete(lineId);
      return intent.base;
    },
    wanted() {
      return new Map([...intents].map(([lineId, intent]) => [lineId, intent.packed]));
    },
  };
}
