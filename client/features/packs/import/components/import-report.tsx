import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { IntentLink } from '@client/components/intent-link';
import { paths } from '@client/lib/paths';
import type { ImportPackResult } from '../api/import-pack';

interface ImportReportProps {
  result: ImportPackResult;
  onImportAnother: () => void;
  onOpenPack: () => void;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

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

/** What the import did, row by row where it matters, and the way to the new pack. */
export function ImportReport({ result, onImportAnother, onOpenPack }: ImportReportProps) {
  const { pack, createdItems, matchedItems, mergedRows, skipped, adjusted } = result;
  return (
    <div className="import-report">
      <div className="import-report-summary" role="status">
        <CircleCheck aria-hidden="true" size={28} className="import-report-icon" />
        <div>
          <p className="import-report-title" tabIndex={-1} ref={focusOnMount}>
            Imported “{pack.name}”
          </p>
          <p className="muted">
            {plural(createdItems, 'item')} added to your library
            {matchedItems.length > 0 && `, ${plural(matchedItems.length, 'item')} reused`}
            {skipped.length > 0 && `, ${plural(skipped.length, 'row')} skipped`}.
          </p>
        </div>
      </div>

      {matchedItems.length > 0 && (
        <Section title="Already in your library">
          {matchedItems.map(({ line, name, category }) => (
            <li key={line}>
              <span className="import-line">Line {line}</span> {name}
              {inCategory(category)} matched your existing item
            </li>
          ))}
        </Section>
      )}
      {mergedRows.length > 0 && (
        <Section title="Listed twice">
          {mergedRows.map(({ line, intoLine, name }) => (
            <li key={line}>
              <span className="import-line">Line {line}</span> {name} is the same item as line{' '}
              {intoLine}: its quantity was added there
            </li>
          ))}
        </Section>
      )}
      {adjusted.length > 0 && (
        <Section title="Imported with a change">
          {adjusted.map(({ line, reason }) => (
            <li key={`${line}-${reason}`}>
              <span className="import-line">Line {line}</span> {reason}
            </li>
          ))}
        </Section>
      )}
      {skipped.length > 0 && (
        <Section title={`${plural(skipped.length, 'row')} not imported`}>
          {skipped.map(({ line, reason }) => (
            <li key={`${line}-${reason}`} className="import-skipped">
              <span className="import-line">Line {line}</span> {reason}
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
