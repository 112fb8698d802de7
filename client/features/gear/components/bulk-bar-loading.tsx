/** The bulk bar while its code loads (a moment, on the first tick): the count, no actions yet. */
export function BulkBarLoading({ count }: { count: number }) {
  return (
    <div className="bulk-bar" role="region" aria-label="Selected items" aria-busy="true">
      <div className="bulk-head">
        <p className="bulk-count">
          <strong>{count.toLocaleString()}</strong> selected
        </p>
      </div>
    </div>
  );
}
