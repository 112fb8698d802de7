import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import type { ShareActions, ShareTarget } from './types';

// The dialog (and the username form in it) loads when first opened, or on intent to open it.
const ShareDialog = lazyPart(() => import('./share-dialog').then((module) => module.ShareDialog));

interface ShareButtonProps {
  target: ShareTarget;
  actions: ShareActions;
  className?: string;
}

/** "Share" in a pack's or a trip's header, opening the share dialog. */
export function ShareButton({
  target,
  actions,
  className = 'button button-small',
}: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so that it closes (and gives focus back) as a dialog does.
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={ShareDialog.preload}
        onFocus={ShareDialog.preload}
        onClick={() => {
          setShown(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden="true" size={16} />
        Share
      </button>
      {shown && (
        <PartLoading>
          <ShareDialog.Component
            target={target}
            actions={actions}
            open={open}
            onClose={() => setOpen(false)}
          />
        </PartLoading>
      )}
    </>
  );
}
