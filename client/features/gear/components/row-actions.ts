import type { GearItem } from '@client/lib/api/gear-types';
import type { CellField } from '@client/features/gear/utils/cell-fields';
import type { CellMove } from './editable-cell';

/** What a row can ask of the list; one stable object, so rows re-render only for their own data. */
export interface RowActions {
  edit: (id: string, field: CellField | null) => void;
  commit: (item: GearItem, field: CellField, text: string, move: CellMove) => void;
  toggle: (id: string, checked: boolean) => void;
  open: (id: string) => void;
  remove: (item: GearItem) => void;
  /** On intent (pointer or focus on the button): starts loading what `open` shows. */
  preloadDetails: () => void;
  /** On intent: starts loading what `remove` asks with. */
  preloadRemove: () => void;
}
