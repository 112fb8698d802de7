import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Escape, the close button, a click on the backdrop. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** `dialog-drawer` slides in from the side (a full-screen sheet on phones). */
  className?: string;
  /** `alertdialog` for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Leave out the close button (a confirmation offers Cancel instead). */
  hideCloseButton?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes on
 * Escape and gives focus back on close. Contents render only while open. On opening, the
 * element marked `data-autofocus` takes focus, else the first focusable one.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
  role = 'dialog',
  hideCloseButton = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Syncs the element with `open`: showModal() and close() exist only as DOM calls.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Opens at its top: focusing a control further down must not scroll the body to it (a
      // dialog that keeps its actions in sight makes them sticky).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React passes a nested dialog's close event up the tree too: only this one's counts.
        if (event.target === event.currentTarget && open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; its contents fill it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog-frame">
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            {!hideCloseButton && (
              <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
                <X aria-hidden="true" size={20} />
              </button>
            )}
          </header>
          <div className="dialog-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
