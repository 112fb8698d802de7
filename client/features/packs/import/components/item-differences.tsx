import type { MatchedItem } from '@client/features/packs/import/api/import-pack';
import {
  DIFFERENCE_FIELDS,
  differenceTexts,
  type ValueText,
} from '@client/features/packs/import/utils/difference-text';

/** A description this long or longer folds behind "Show all" rather than fill the dialog. */
const LONG_TEXT = 160;

function Value({ text }: { text: ValueText }) {
  if (text === null) return <span className="import-none">none</span>;
  if (text.length < LONG_TEXT) return <>{text}</>;
  return (
    <details className="import-long-value">
      <summary>{`${text.slice(0, LONG_TEXT - 40).trimEnd()}…`}</summary>
      {text}
    </details>
  );
}

interface ItemDifferencesProps {
  item: MatchedItem;
  /** The heading of the file's column: what happens to its values. */
  fileHeading?: string;
}

/** A matched item's differing fields: the library's value and the file's, side by side. */
export function ItemDifferences({ item, fileHeading = 'In the file' }: ItemDifferencesProps) {
  const rows = DIFFERENCE_FIELDS.flatMap(({ field, label }) => {
    const texts = differenceTexts(item.differences, field);
    return texts ? [{ field, label, library: texts[0], file: texts[1] }] : [];
  });
  return (
    <table className="import-differences">
      <caption className="visually-hidden">How the file differs from your “{item.name}”</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Your library</th>
          <th scope="col">{fileHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ field, label, library, file }) => (
          <tr key={field}>
            <th scope="row">{label}</th>
            <td>
              <Value text={library} />
            </td>
            <td>
              <Value text={file} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
