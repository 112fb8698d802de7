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
