import type { ReactNode } from 'react';
import { errorMessage } from '@client/lib/api-errors';
import {
  useItemsUsage,
  type BundleUsage,
  type PackUsage,
} from '@client/features/gear/api/items-usage';

/** Names past this many are counted, not listed: the dialog stays short on a phone. */
const SHOWN_NAMES = 8;

interface DeleteUsageProps {
  ids: string[];
  /** Whether any of the items has a photo, which goes with it. */
  photos: boolean;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** "2 lines, 1 inside a bundle": only for several items, where the counts say something. */
function packDetail(pack: PackUsage, several: boolean): string {
  if (!several) return pack.lines > 0 ? '' : ' (inside a bundle)';
  const parts = [
    pack.lines > 0 ? plural(pack.lines, 'line', 'lines') : '',
    pack.inBundles > 0 ? `${pack.inBundles.toLocaleString()} inside a bundle` : '',
  ].filter(Boolean);
  return ` (${parts.join(', ')})`;
}

function NameList<T extends { id: string; name: string }>({
  list,
  detail,
  what,
}: {
  list: T[];
  detail: (entry: T) => string;
  what: [string, string];
}) {
  const rest = list.length - SHOWN_NAMES;
  return (
    <ul className="delete-usage-list">
      {list.slice(0, SHOWN_NAMES).map((entry) => (
        <li key={entry.id}>
          <strong>{entry.name}</strong>
          {detail(entry)}
        </li>
      ))}
      {rest > 0 && <li>and {plural(rest, `more ${what[0]}`, `more ${what[1]}`)}</li>}
    </ul>
  );
}

/**
 * What deleting items takes from, said before the delete is confirmed: the packs that lose their
 * lines (or bundle entries) and the bundles that lose their entries, by name.
 */
export function DeleteUsage({ ids, photos }: DeleteUsageProps) {
  const { data, error } = useItemsUsage(ids);
  const several = ids.length > 1;
  const it = several ? 'them' : 'it';
  const They = several ? 'They come' : 'It comes';
  const goes = several ? `All ${ids.length.toLocaleString()} go` : 'It goes';
  const photo = photos ? (several ? ', with their photos' : ', with its photo') : '';

  let usage: ReactNode;
  if (error) {
    usage = (
      <p>
        Could not check which packs use {it} ({errorMessage(error)}). {goes} from every pack and
        bundle that lists {it} as well.
      </p>
    );
  } else if (!data) {
    usage = <p>Checking which packs and bundles use {it}…</p>;
  } else if (data.packs.length === 0 && data.bundles.length === 0) {
    usage = <p>No pack or bundle uses {it}.</p>;
  } else {
    const { packs, bundles } = data;
    usage = (
      <>
        {packs.length > 0 && (
          <>
            <p>
              {They} out of {plural(packs.length, 'pack', 'packs')}, whose totals change:
            </p>
            <NameList
              list={packs}
              detail={(pack) => packDetail(pack, several)}
              what={['pack', 'packs']}
            />
          </>
        )}
        {bundles.length > 0 && (
          <>
            <p>
              {They} out of {plural(bundles.length, 'bundle', 'bundles')}:
            </p>
            <NameList
              list={bundles}
              detail={(bundle: BundleUsage) =>
                several ? ` (${plural(bundle.entries, 'item', 'items')})` : ''
              }
              what={['bundle', 'bundles']}
            />
          </>
        )}
      </>
    );
  }
  return (
    <div className="delete-usage" aria-live="polite" aria-busy={!data && !error}>
      {usage}
      <p>
        {goes} from your library{photo}. This cannot be undone.
      </p>
    </div>
  );
}
