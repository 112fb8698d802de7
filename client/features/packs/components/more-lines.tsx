import '@client/styles/more-lines.css';

interface MoreLinesProps {
  /** Nearing the screen, the next batch is drawn (useDrawnOnScroll). */
  nearEndRef: (element: HTMLElement | null) => void;
  onShowAll: () => void;
}

/**
 * What follows a long list's drawn lines: scrolling near it draws the next batch, and it is a
 * button that draws them all, for a keyboard that tabs past the last line drawn.
 */
export function MoreLines({ nearEndRef, onShowAll }: MoreLinesProps) {
  return (
    <div className="more-lines">
      <button type="button" className="button" ref={nearEndRef} onClick={onShowAll}>
        Show the rest of the list
      </button>
    </div>
  );
}
