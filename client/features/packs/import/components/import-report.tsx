import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import {
  differingItems,
  type ImportPackResult,
  type MatchedItem,
} from '@client/features/packs/import/api/import-pack';
import { fieldList } from '@client/features/packs/import/utils/difference-text';
import { plural } from '@client/features/packs/import/utils/plural';
import { ItemDifferences } from './item-differences';

interface ImportReportProps {
  result: ImportPackResult;
  /** The pack was new (else the lines joined one of the user's packs). */
  newPack: boolean;
  onImportAnother: () => void;
  onOpenPack: () => void;
}

/**
 * Focus moves to the report's title as the report replaces the form: a keyboard user is not
 * dropped to the top of the page, a screen reader reads the outcome, and a phone shows the
 * report from its top.
 */
const focusOnMount = (title: HTMLElement | null) => {
  title?.focus();
};

const inCategory = (category: string) => (category === '' ? '' : ` (${category})`);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="import-report-section">
      <h3>{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

/** The summary under the title: what changed in the library and the pack. */
function summary(result: ImportPackResult, newPack: boolean): string {
  const { createdItems, matchedItems, updatedItems, skipped, addedLines, pack } = result;
  const parts = [`${plural(createdItems, 'item')} added to your library`];
  if (matchedItems.length > 0) parts.push(`${plural(matchedItems.length, 'item')} reused`);
  if (updatedItems > 0) parts.push(`${plural(updatedItems, 'item')} updated from the file`);
  if (!newPack) parts.push(`${plural(addedLines, 'line')} added to “${pack.name}”`);
  if (skipped.length > 0) parts.push(`${plural(skipped.length, 'row')} skipped`);
  return `${parts.join(', ')}.`;
}

/** A reused item's line: plain when the file agreed, else what happened to each difference. */
function MatchedLine({ item, updated }: { item: MatchedItem; updated: boolean }) {
  const differs = Object.keys(item.differences).length > 0;
  const fields = fieldList(item.differences);
  return (
    <li className={differs ? 'import-matched-differs' : undefined}>
      <span className="import-line">Line {item.line}</span>
      <span>
        {item.name}
        {inCategory(item.category)} matched your existing item
        {differs &&
          (updated
            ? `: its ${fields} now come from the file`
            : `: the file’s ${fields} differ; your values were kept`)}
      </span>
      {differs && (
        <ItemDifferences item={item} fileHeading={updated ? 'Now, from the file' : 'In the file'} />
      )}
    </li>
  );
}

/** What the import did, row by row where it matters, and the way to the pack. */
export function ImportReport({ result, newPack, onImportAnother, onOpenPack }: ImportReportProps) {
  const { pack, matchedItems, alreadyInPack, mergedRows, skipped, adjusted } = result;
  const updated = result.libraryChoice === 'update';
  // Items that differ first: they are the ones to read.
  const differing = differingItems(result);
  const agreeing = matchedItems.filter((item) => !differing.includes(item));
  return (
    <div className="import-report">
      <div className="import-report-summary" role="status">
        <CircleCheck aria-hidden="true" size={28} className="import-report-icon" />
        <div>
          <p className="import-report-title" tabIndex={-1} ref={focusOnMount}>
            {newPack ? `Imported “${pack.name}”` : `Imported into “${pack.name}”`}
          </p>
          <p className="muted">{summary(result, newPack)}</p>
        </div>
      </div>

      {matchedItems.length > 0 && (
        <Section title="Already in your library">
          {[...differing, ...agreeing].map((item) => (
            <MatchedLine key={item.line} item={item} updated={updated} />
          ))}
        </Section>
      )}
      {alreadyInPack.length > 0 && (
        <Section title={`Already in “${pack.name}”`}>
          {alreadyInPack.map(({ line, name, category, packQuantity, fileQuantity }) => (
            <li key={line}>
              <span className="import-line">Line {line}</span>
              <span>
                {name}
                {inCategory(category)}: its line was left as it is ({packQuantity}
                {fileQuantity === packQuantity ? '' : `; the file says ${fileQuantity}`})
              </span>
            </li>
          ))}
        </Section>
      )}
      {mergedRows.length > 0 && (
        <Section title="Listed twice">
          {mergedRows.map(({ line, intoLine, name }) => (
            <li key={line}>
              <span className="import-line">Line {line}</span>
              <span>
                {name} is the same item as line {intoLine}: its quantity was added there
              </span>
            </li>
          ))}
        </Section>
      )}
      {adjusted.length > 0 && (
        <Section title="Imported with a change">
          {adjusted.map(({ line, reason }) => (
            <li key={`${line}-${reason}`}>
              <span className="import-line">Line {line}</span> <span>{reason}</span>
            </li>
          ))}
        </Section>
      )}
      {skipped.length > 0 && (
        <Section title={`${plural(skipped.length, 'row')} not imported`}>
          {skipped.map(({ line, reason }) => (
            <li key={`${line}-${reason}`} className="import-skipped">
              <span className="import-line">Line {line}</span> <span>{reason}</span>
            </li>
          ))}
        </Section>
      )}

      <div className="dialog-actions">
        <button type="button" className="button" onClick={onImportAnother}>
          Import another file
        </button>
        <IntentLink to={paths.pack(pack.id)} className="button button-primary" onClick={onOpenPack}>
          Open the pack
        </IntentLink>
      </div>
    </div>
  );
}
