import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { differingItems, type ImportDone } from '@client/features/packs/import/api/import-pack';
import type { ImportToReview } from '@client/features/packs/import/hooks/use-import-pack-form';
import { useImportReview } from '@client/features/packs/import/hooks/use-import-review';
import { fieldList } from '@client/features/packs/import/utils/difference-text';
import { plural } from '@client/features/packs/import/utils/plural';
import { ItemDifferences } from './item-differences';

interface ImportReviewProps {
  review: ImportToReview;
  onBack: () => void;
  onImported: (done: ImportDone) => void;
}

/** Focus goes to the title as the review replaces the form (see ImportReport). */
const focusOnMount = (title: HTMLElement | null) => {
  title?.focus();
};

/** "to a new pack “Sommer”" or "to “Alpen” (2 of its items are in the file already)". */
function destination({ preview }: ImportToReview): string {
  const { pack, alreadyInPack } = preview;
  if (pack.id === null) return `to a new pack “${pack.name}”`;
  const held = alreadyInPack.length;
  return held === 0
    ? `to “${pack.name}”`
    : `to “${pack.name}” (${plural(held, 'item')} of the file ${held === 1 ? 'is' : 'are'} in it already)`;
}

/** What the import adds, and how many of the file's items the library has. */
function summary(review: ImportToReview): string {
  const { preview, request } = review;
  const created =
    preview.createdItems > 0
      ? ` and ${plural(preview.createdItems, 'new item')} to your library`
      : '';
  return (
    `“${request.file.name}” adds ${plural(preview.addedLines, 'line')} ${destination(review)}` +
    `${created}, and names ${plural(preview.matchedItems.length, 'item')} you already have. ` +
    'Where it says otherwise:'
  );
}

/**
 * Before an import whose file describes library items otherwise than the library does: what the
 * import adds, each difference side by side, and the choice between keeping the library's
 * values (chosen to begin with: nothing changes unless the user says so) and taking the file's.
 */
export function ImportReview({ review, onBack, onImported }: ImportReviewProps) {
  const { preview } = review;
  const { choice, setChoice, importing, failure, submit } = useImportReview(
    review.request,
    onImported,
  );
  const ids = { choice: useId(), keep: useId(), update: useId() };
  const differing = differingItems(preview);
  const values = differing.reduce((sum, item) => sum + Object.keys(item.differences).length, 0);
  const updateLabel = `Update ${plural(differing.length, 'item')} from the file`;

  return (
    <div className="import-review">
      <p className="import-report-title" tabIndex={-1} ref={focusOnMount}>
        {plural(differing.length, 'item')} in your library{' '}
        {differing.length === 1 ? 'differs' : 'differ'} from the file
      </p>
      <p className="muted import-review-summary">{summary(review)}</p>

      <ul className="import-review-items">
        {differing.map((item) => (
          <li key={item.line}>
            <p className="import-review-item">
              <span className="import-line">Line {item.line}</span> <strong>{item.name}</strong>
              {item.category !== '' && <span className="muted"> ({item.category})</span>}
              <span className="muted">: {fieldList(item.differences)}</span>
            </p>
            <ItemDifferences item={item} />
          </li>
        ))}
      </ul>

      <fieldset className="import-choice">
        <legend>What should your library keep?</legend>
        <label className="import-choice-option" htmlFor={ids.keep}>
          <input
            id={ids.keep}
            type="radio"
            name={ids.choice}
            value="keep"
            checked={choice === 'keep'}
            onChange={() => setChoice('keep')}
          />
          <span>
            <span className="import-choice-title">Keep my library’s values</span>
            <span className="import-choice-hint">
              Nothing in your library changes; the pack uses your items as they are.
            </span>
          </span>
        </label>
        <label className="import-choice-option" htmlFor={ids.update}>
          <input
            id={ids.update}
            type="radio"
            name={ids.choice}
            value="update"
            checked={choice === 'update'}
            onChange={() => setChoice('update')}
          />
          <span>
            <span className="import-choice-title">{updateLabel}</span>
            <span className="import-choice-hint">
              {differing.length === 1 ? `“${differing[0]?.name ?? ''}” takes` : 'They take'} the
              file’s values shown above ({plural(values, 'value')}), here and in every pack that
              uses {differing.length === 1 ? 'it' : 'them'}.
            </span>
          </span>
        </label>
      </fieldset>

      {failure && (
        <p className="field-error import-status" role="alert">
          <TriangleAlert aria-hidden="true" size={16} /> {failure}
        </p>
      )}

      <div className="dialog-actions">
        <button type="button" className="button" onClick={onBack} disabled={importing}>
          Back
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void submit()}
          disabled={importing}
        >
          {importing ? (
            <>
              <LoaderCircle aria-hidden="true" size={18} className="spin" />
              Importing…
            </>
          ) : choice === 'keep' ? (
            'Import, keeping my values'
          ) : (
            `Import and update ${plural(differing.length, 'item')}`
          )}
        </button>
      </div>
    </div>
  );
}
