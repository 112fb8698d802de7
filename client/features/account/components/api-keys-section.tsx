import '@client/styles/share.css';
import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadError } from '@client/components/load-error';
import { CopyField } from '@client/components/share';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import { toast } from '@client/lib/toast';
import {
  createApiKey,
  revokeApiKey,
  useApiKeys,
  type ApiKey,
  type CreatedApiKey,
} from '@client/features/account/api/api-keys';

const NAME_MAX_LENGTH = 100;

const dateText = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The line a script runs to upload a file with the key. */
const curlLine = (key: string) =>
  `curl -H "Authorization: Bearer ${key}" -F "file=@activity.fit" ${window.location.origin}/api/activities/files`;

/**
 * Personal API keys, for a phone app or a script that uploads activity files: made with a name
 * (the key shown once, with the line to use it), listed with their last use, revoked.
 */
export function ApiKeysSection() {
  const { data: keys, mutate, ...result } = useApiKeys();
  const error: unknown = result.error;
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const make = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) {
      setProblem('Name the key after where it is used, such as “Phone”');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const key = await createApiKey(wanted);
      setMade(key);
      setName('');
      await mutate();
    } catch (failure) {
      setProblem(fieldErrors(failure).name ?? errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const revoke = async (key: ApiKey) => {
    try {
      await revokeApiKey(key.id);
      if (made?.id === key.id) setMade(null);
      await mutate();
      toast.success(`Revoked ${key.name}`);
    } catch (failure) {
      toast.error(`Could not revoke ${key.name}: ${errorMessage(failure)}`);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section className="account-card" aria-labelledby="api-keys-heading">
      <header className="account-card-header">
        <h2 id="api-keys-heading">API keys</h2>
        <p className="muted">
          A phone app or a script can upload your activity files (FIT, TCX or GPX) with a personal
          key. A key uploads files and does nothing else; revoke it when the device is gone.
        </p>
      </header>

      <form className="account-key-form" noValidate onSubmit={(event) => void make(event)}>
        <div className="form-field">
          <label htmlFor={inputId}>Name of a new key</label>
          <input
            id={inputId}
            className="input"
            value={name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder="Phone"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {problem && (
            <p id={errorId} className="field-error">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={saving}>
          <KeyRound aria-hidden="true" size={18} />
          {saving ? 'Making…' : 'Make a key'}
        </button>
      </form>

      {made && (
        <div className="account-key-made" role="status">
          <p>
            <strong>Copy the key for “{made.name}” now:</strong> it is not shown again.
          </p>
          <CopyField
            label="The key"
            value={made.key}
            copyLabel={`Copy the key for ${made.name}`}
            copiedText="Key copied"
          />
          <CopyField
            label="Upload a file with it"
            value={curlLine(made.key)}
            copyLabel="Copy the command"
            copiedText="Command copied"
            multiline
          />
        </div>
      )}

      {error && !keys ? (
        <LoadError
          what="Your API keys"
          className="account-message"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : keys && keys.length > 0 ? (
        <ul className="account-keys">
          {keys.map((key) => (
            <li key={key.id} className="account-key">
              <div>
                <p className="account-key-name">{key.name}</p>
                <p className="muted">
                  <code>{key.prefix}…</code> · made {dateText.format(new Date(key.createdAt))} ·{' '}
                  {key.lastUsedAt
                    ? `last used ${dateText.format(new Date(key.lastUsedAt))}`
                    : 'never used'}
                </p>
              </div>
              <button
                type="button"
                className="button button-small button-danger-outline"
                onClick={() => setRevoking(key)}
              >
                <Trash2 aria-hidden="true" size={16} />
                Revoke<span className="visually-hidden"> {key.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : keys ? (
        <p className="muted">No keys yet.</p>
      ) : null}

      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'the key'}?`}
        confirmLabel="Revoke"
        danger
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onCancel={() => setRevoking(null)}
      >
        <p>Whatever uses it can no longer upload. Activities it uploaded stay.</p>
      </ConfirmDialog>
    </section>
  );
}
