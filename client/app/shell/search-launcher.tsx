import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { lazyPart, PartLoading } from '@client/components/lazy-part';
import { isTyping } from '@client/lib/typing-target';

/** The palette and cmdk come in a chunk of their own, on first use (or intent), never before. */
const Palette = lazyPart(() =>
  import('@client/features/search/components/command-palette').then(
    (module) => module.CommandPalette,
  ),
);

/** Ctrl+K or Cmd+K anywhere, even in a box; `/` where no text is being typed. */
function opensPalette(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !isTyping(event.target) &&
    !document.querySelector('dialog[open]')
  );
}

/** The header's search button and the keys that open the command palette on every screen. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted once opened, so it closes as a dialog does (focus back where it was).
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensPalette(event)) return;
      event.preventDefault();
      setMounted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        title="Search (Ctrl+K)"
        onClick={show}
        onPointerEnter={Palette.preload}
        onFocus={Palette.preload}
      >
        <Search aria-hidden="true" size={20} />
      </button>
      {mounted && (
        <PartLoading>
          <Palette.Component open={open} onClose={() => setOpen(false)} />
        </PartLoading>
      )}
    </>
  );
}
