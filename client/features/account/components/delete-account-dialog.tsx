import { Dialog } from '@client/components/dialog';
import { FormField } from '@client/components/form-field';
import type { Account } from '@client/features/account/api/types';
import { useDeleteAccountForm } from '@client/features/account/hooks/use-delete-account-form';

function DeleteAccountForm({ account, onCancel }: { account: Account; onCancel: () => void }) {
  const form = useDeleteAccountForm();
  const error = form.submitCount > 0 && form.errors.confirmation;
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <p className="delete-warning">
        This deletes your profile, gear, photos, bundles and packs for good
        {account.signInProvider === 'builtin' ? ', and your Packtrail sign-in' : ''}. It cannot be
        undone; download your data first if you may want it.
      </p>
      <FormField
        label="Type your email address or username to confirm"
        error={error}
        hint={
          <>
            Your email address is <strong>{account.email}</strong>
            {account.username ? (
              <>
                {' '}
                and your username <strong>{account.username}</strong>
              </>
            ) : null}
            .
          </>
        }
      >
        {(ids) => (
          <input
            id={ids.id}
            name="confirmation"
            className="input"
            value={form.values.confirmation}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            onChange={form.handleChange}
          />
        )}
      </FormField>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-danger" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Deleting…' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}

/** The confirmation to delete the account: its own chunk, loaded when first opened. */
export function DeleteAccountDialog({
  account,
  open,
  onClose,
}: {
  account: Account;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete your account?"
      role="alertdialog"
      className="dialog-confirm"
    >
      <DeleteAccountForm account={account} onCancel={onClose} />
    </Dialog>
  );
}
