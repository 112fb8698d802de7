import { ArrowLeft, PackageOpen, PartyPopper, SearchX } from 'lucide-react';
import { IntentLink } from '@client/components/intent-link';
import { LoadError } from '@client/components/load-error';
import { paths } from '@client/lib/paths';

/** Grey rows where the checklist will be, while the pack loads. */
export function ChecklistSkeleton() {
  return (
    <div className="checklist-skeleton" role="status">
      <span className="visually-hidden">Loading the checklist…</span>
      <span className="skeleton-bar checklist-skeleton-title" aria-hidden="true" />
      <span className="skeleton-bar checklist-skeleton-progress" aria-hidden="true" />
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index} className="checklist-skeleton-row" aria-hidden="true">
          <span className="skeleton-bar checklist-skeleton-box" />
          <span
            className="skeleton-bar checklist-skeleton-text"
            style={{ width: `${45 + ((index * 19) % 40)}%` }}
          />
        </span>
      ))}
    </div>
  );
}

const BackToPacks = () => (
  <IntentLink to={paths.packs()} className="button">
    <ArrowLeft aria-hidden="true" size={18} />
    Your packs
  </IntentLink>
);

/** No such pack for this user (deleted, another user's, or a mistyped address). */
export function ChecklistNotFound() {
  return (
    <div className="message-box checklist-message" role="alert">
      <SearchX aria-hidden="true" size={40} className="message-box-icon" />
      <h1>Pack not found</h1>
      <p>This pack does not exist or is not yours. It may have been deleted.</p>
      <BackToPacks />
    </div>
  );
}

/** The pack could not be loaded: the reason and a way to try again. */
export function ChecklistLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <LoadError
      what="The checklist"
      className="message-box checklist-message"
      headingLevel={1}
      error={error}
      onRetry={onRetry}
    >
      <BackToPacks />
    </LoadError>
  );
}

/** A pack with no lines: nothing to tick until gear is added in the editor. */
export function ChecklistEmpty({ packId }: { packId: string }) {
  return (
    <div className="message-box checklist-message">
      <PackageOpen aria-hidden="true" size={40} className="message-box-icon" />
      <h2>Nothing to pack yet</h2>
      <p>
        This pack has no gear. Add items and bundles in the pack editor, then tick them off here.
      </p>
      <IntentLink to={paths.pack(packId)} className="button button-primary">
        Open the pack editor
      </IntentLink>
    </div>
  );
}

/** Everything is packed and packed lines are hidden: the list is done. */
export function ChecklistAllPacked({
  onShowPacked,
  takeFocus,
}: {
  onShowPacked: () => void;
  /** The last line was just ticked from the keyboard: its focus moves here. */
  takeFocus: boolean;
}) {
  return (
    <div className="message-box checklist-message checklist-all-packed" role="status">
      <PartyPopper aria-hidden="true" size={44} className="message-box-icon" />
      <h2>All packed!</h2>
      <p>Every line is in the pack. Have a good trip.</p>
      <button type="button" className="button" onClick={onShowPacked} autoFocus={takeFocus}>
        Show packed lines
      </button>
    </div>
  );
}
