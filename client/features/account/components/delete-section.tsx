import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import type { Account } from '@client/features/account/api/types';

// The form (Formik, Yup and the dialog with it) loads when first opened, or on intent to open it.
const DeleteAccountDialog = lazyPart(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

/** Account deletion, behind a confirmation typed by hand. */
export function DeleteSection({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [shown, setShown] = useState(false);
  return (
    <section className="account-card account-card-danger" aria-labelledby="delete-heading">
      <header className="account-card-header">
        <h2 id="delete-heading">Delete account</h2>
        <p className="muted">
          Deletes your account and everything you keep in Packtrail, at once and for good.
        </p>
      </header>
      <div className="account-actions account-actions-start">
        <button
          type="button"
          className="button button-danger-outline"
          onPointerEnter={DeleteAccountDialog.preload}
          onFocus={DeleteAccountDialog.preload}
          onClick={() => {
            setShown(true);
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" size={18} />
          Delete account…
        </button>
      </div>
      {shown && (
        <PartLoading>
          <DeleteAccountDialog.Component
            account={account}
            open={open}
            onClose={() => setOpen(false)}
          />
        </PartLoading>
      )}
    </section>
  );
}
