import { useState } from 'react';
import type { RouteEditor } from './use-route-editor';

export interface LeaveEditor {
  /**
   * Closes the route editor, then does `then`: at once when nothing was drawn, after asking
   * when the drawing has changes (which closing throws away). Outside the editor, only `then`.
   */
  leave: (then?: () => void) => void;
  /** The question is showing. */
  asking: boolean;
  /** Keep drawing: no question, nothing done. */
  keep: () => void;
  /** Throw the changes away and do what was asked. */
  discard: () => void;
}

const NOTHING = () => undefined;

/** Every way out of the route editor goes through here, so none loses a drawing silently. */
export function useLeaveEditor(editor: Pick<RouteEditor, 'open' | 'canUndo' | 'cancel'>) {
  // A function in state is set through an updater, hence the wrapping.
  const [next, setNext] = useState<(() => void) | null>(null);
  const leaving: LeaveEditor = {
    leave: (then = NOTHING) => {
      if (editor.open && editor.canUndo) {
        setNext(() => then);
        return;
      }
      if (editor.open) editor.cancel();
      then();
    },
    asking: next !== null,
    keep: () => setNext(null),
    discard: () => {
      setNext(null);
      editor.cancel();
      next?.();
    },
  };
  return leaving;
}
