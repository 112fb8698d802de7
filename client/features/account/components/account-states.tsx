import { RotateCw } from 'lucide-react';
import { errorMessage } from '@client/lib/api-errors';

/** Grey cards where the sections will be, while the account loads. */
export function AccountSkeleton() {
  return (
    <div className="account-sections" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your account…</span>
      {[180, 140, 160].map((height) => (
        <div
          key={height}
          className="account-card skeleton-card"
          style={{ height }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

/** The account could not be loaded: the reason and a way to try again. */
export function AccountError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="account-card account-message" role="alert">
      <h2>Your account could not be loaded</h2>
      <p>{errorMessage(error)}.</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <RotateCw aria-hidden="true" size={18} />
        Try again
      </button>
    </div>
  );
}
