import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { Dialog } from '@client/components/dialog';
import { IntentLink } from '@client/components/intent-link';
import { errorMessage } from '@client/lib/api-errors';
import { useCurrentUser } from '@client/lib/current-user';
import { paths } from '@client/lib/paths';
import { copyPublicPack } from '@client/features/public/api/copy-public-pack';
import type { CopyPublicPackResult } from '@client/features/public/api/types';

interface CopyToGearProps {
  username: string;
  slug: string;
}

type Copying =
  | { state: 'idle' }
  | { state: 'copying' }
  | { state: 'done'; result: CopyPublicPackResult }
  | { state: 'failed'; error: unknown };

/** What the user's packs and gear lists hold changed: they read again when next shown. */
const copiedInto = (key: unknown) =>
  typeof key === 'string' && /^\/api\/(packs|gear|categories|bundles)/.test(key);

/**
 * "Copy to my gear" on a public pack: the pack becomes the visitor's, and a dialog says what
 * happened (the new pack, the items found in their library, the items and categories added).
 * A visitor who is not signed in is offered to sign in and come back.
 */
export function CopyToGear({ username, slug }: CopyToGearProps) {
  const user = useCurrentUser();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [copying, setCopying] = useState<Copying>({ state: 'idle' });

  if (!user) {
    return (
      <a className="button button-primary" href={paths.login(location.pathname + location.search)}>
        Sign in to copy
      </a>
    );
  }

  const copy = async () => {
    setCopying({ state: 'copying' });
    try {
      const result = await copyPublicPack(username, slug);
      setCopying({ state: 'done', result });
      void mutate(copiedInto);
    } catch (error) {
      setCopying({ state: 'failed', error });
    }
  };
  const close = () => setCopying({ state: 'idle' });

  return (
    <>
      <button
        type="button"
        className="button button-primary"
        disabled={copying.state === 'copying'}
        aria-busy={copying.state === 'copying'}
        onClick={() => void copy()}
      >
        {copying.state === 'copying' ? 'Copying…' : 'Copy to my gear'}
      </button>
      <Dialog
        open={copying.state === 'done' || copying.state === 'failed'}
        onClose={close}
        title={copying.state === 'failed' ? 'The pack could not be copied' : 'Copied to your gear'}
      >
        {copying.state === 'failed' && (
          <div className="copy-report">
            <p role="alert">{errorMessage(copying.error)}.</p>
            <div className="button-row">
              <button type="button" className="button" onClick={close} data-autofocus>
                Close
              </button>
            </div>
          </div>
        )}
        {copying.state === 'done' && <CopyReport result={copying.result} onClose={close} />}
      </Dialog>
    </>
  );
}

function ItemList({ items }: { items: CopyPublicPackResult['matched'] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          {item.name}
          {item.category && <span className="muted"> ({item.category})</span>}
        </li>
      ))}
    </ul>
  );
}

function CopyReport({ result, onClose }: { result: CopyPublicPackResult; onClose: () => void }) {
  const { matched, created, categoriesCreated } = result;
  const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
  return (
    <div className="copy-report">
      <p>
        The pack <strong>{result.packName}</strong> is now one of yours.
      </p>
      <h3>{count(matched.length)} matched in your library</h3>
      {matched.length > 0 ? (
        <ItemList items={matched} />
      ) : (
        <p className="muted">None of its items were in your library.</p>
      )}
      <h3>{count(created.length)} added to your library</h3>
      {created.length > 0 ? (
        <ItemList items={created} />
      ) : (
        <p className="muted">Nothing new: you had every item already.</p>
      )}
      <h3>Categories created</h3>
      <p>{categoriesCreated.length > 0 ? categoriesCreated.join(', ') : 'None.'}</p>
      <div className="button-row">
        <IntentLink to={paths.pack(result.packId)} className="button button-primary" data-autofocus>
          Open the pack
        </IntentLink>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
