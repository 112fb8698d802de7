import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The button that leaves things as they are; "Cancel" unless that reads wrong here. */
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter is harmless. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel = 'Cancel',
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      className="dialog-confirm"
      hideCloseButton
    >
      <div className="confirm-message">{children}</div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'button button-danger' : 'button button-primary'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
