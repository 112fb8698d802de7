/**
 * A card (preview-card.ts) laid out for satori: a tree of plain objects in the shape of React
 * elements ({ type, props: { style, children } }), built here and posted to the render worker.
 * User text only ever appears as a string child, which satori draws as text: it is never
 * parsed as markup, and no user value becomes a style, an attribute or an address.
 */
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  FIGURE_SIZE,
  type Figure,
  type PackCard,
  type PreviewCard,
  type TripCard,
} from './preview-card.js';

export type PreviewStyle = Record<string, string | number>;
export type PreviewChild = PreviewNode | string;

/** An element as satori takes it without JSX. Plain data, so it crosses to a worker as it is. */
export interface PreviewNode {
  type: string;
  props: {
    style?: PreviewStyle;
    children?: PreviewChild | PreviewChild[];
    [attribute: string]: unknown;
  };
}

/** The app's light theme (client/styles/global.css). */
export const COLORS = {
  background: '#ffffff',
  panel: '#f1f4f1',
  track: '#dfe5e0',
  text: '#16201b',
  muted: '#4d5a53',
  brand: '#1f6f4a',
  brandStrong: '#175a3b',
  brandTint: '#e3efe8',
} as const;

/** The family the worker registers (with fallbacks for other scripts and emoji). */
export const FONT_FAMILY = 'Inter';

const PADDING = 64;
const FIGURE_SHOWN = 400;

function el(
  type: string,
  style: PreviewStyle,
  children?: PreviewChild | PreviewChild[],
  attributes: Record<string, unknown> = {},
): PreviewNode {
  return { type, props: { ...attributes, style, ...(children === undefined ? {} : { children }) } };
}

const row = (style: PreviewStyle, children: PreviewChild[]) =>
  el('div', { display: 'flex', flexDirection: 'row', ...style }, children);
const column = (style: PreviewStyle, children: PreviewChild[]) =>
  el('div', { display: 'flex', flexDirection: 'column', ...style }, children);
/** One run of text: a string child, nothing else in the element. */
const text = (style: PreviewStyle, value: string) =>
  el('div', { display: 'flex', ...style }, value);

/** The Packtrail mark (the favicon's mountain) and name. */
function wordmark(): PreviewNode {
  const logo = el(
    'svg',
    { width: 44, height: 44 },
    [
      el('rect', {}, undefined, { width: 32, height: 32, rx: 7, fill: COLORS.brand }),
      el('path', {}, undefined, { d: 'M6 24 13 10l5 9 3-5 5 10z', fill: '#ffffff' }),
    ],
    { viewBox: '0 0 32 32', width: 44, height: 44 },
  );
  return row({ alignItems: 'center', gap: 14 }, [
    logo,
    text(
      { fontSize: 30, fontWeight: 700, color: COLORS.brandStrong, letterSpacing: -0.5 },
      'Packtrail',
    ),
  ]);
}

/** The name, at most two lines (satori adds the ellipsis where wide letters still overflow). */
function title(card: PreviewCard): PreviewNode {
  return el(
    'div',
    {
      display: 'block',
      fontSize: card.title.fontSize,
      fontWeight: 700,
      lineHeight: 1.12,
      letterSpacing: -1,
      color: COLORS.text,
      lineClamp: 2,
      // A word longer than the line (no space to break at) breaks anywhere rather than
      // running under the panel.
      overflowWrap: 'anywhere',
      overflow: 'hidden',
      maxHeight: Math.ceil(card.title.fontSize * 1.12 * 2) + 4,
    },
    card.title.text,
  );
}

/** One line cut with an ellipsis where it runs out of room. */
const oneLine = (style: PreviewStyle, value: string) =>
  el(
    'div',
    {
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      ...style,
    },
    value,
  );

function ownerLine(card: PreviewCard): PreviewNode {
  return row({ fontSize: 28, gap: 12, alignItems: 'baseline', marginTop: 20, maxWidth: '100%' }, [
    oneLine({ fontWeight: 600, color: COLORS.text, flexShrink: 1 }, card.owner.name),
    oneLine({ color: COLORS.muted, flexShrink: 0, maxWidth: '45%' }, card.owner.handle),
  ]);
}

/** A number big and its unit at half the size, on one baseline, never wrapped. */
function figureText({ value, unit }: Figure, size: number): PreviewNode {
  const number = text(
    { fontSize: size, fontWeight: 800, lineHeight: 1.05, letterSpacing: -size / 32 },
    value,
  );
  return row(
    { alignItems: 'baseline', gap: size / 6, color: COLORS.brandStrong, whiteSpace: 'nowrap' },
    [number, ...(unit ? [text({ fontSize: size / 2, fontWeight: 700 }, unit)] : [])],
  );
}

const label = (value: string) =>
  text(
    {
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: 2,
      color: COLORS.muted,
      textTransform: 'uppercase',
    },
    value,
  );

/** The left column: the mark at the top, the name and owner, the figures at the bottom. */
function textColumn(card: PreviewCard, top: PreviewChild[], figures: PreviewNode): PreviewNode {
  return column(
    {
      width: CARD_WIDTH - FIGURE_SHOWN - 3 * PADDING - 24,
      padding: `${PADDING - 8}px 0 ${PADDING - 8}px ${PADDING}px`,
      justifyContent: 'space-between',
    },
    [wordmark(), column({}, [...top, title(card), ownerLine(card)]), figures],
  );
}

/** The right panel holding the ring or the route, with what goes under it. */
function figurePanel(figure: PreviewNode, below: PreviewChild[] = []): PreviewNode {
  return column(
    {
      width: FIGURE_SHOWN + 2 * 28,
      margin: `${PADDING - 24}px ${PADDING - 24}px ${PADDING - 24}px 0`,
      borderRadius: 32,
      backgroundColor: COLORS.panel,
      alignItems: 'center',
      justifyContent: 'center',
      padding: 28,
      gap: 20,
    },
    [figure, ...below],
  );
}

function svg(size: number, children: PreviewNode[]): PreviewNode {
  return el('svg', { width: size, height: size }, children, {
    viewBox: `0 0 ${FIGURE_SIZE} ${FIGURE_SIZE}`,
    width: size,
    height: size,
  });
}

function packLayout(card: PackCard): PreviewNode {
  const half = FIGURE_SIZE / 2;
  const ring = svg(card.legend.length > 0 ? 330 : FIGURE_SHOWN, [
    // The track under the slices: the whole ring, grey, so an empty pack still shows one.
    el('circle', {}, undefined, {
      cx: half,
      cy: half,
      r: 156,
      fill: 'none',
      stroke: COLORS.track,
      strokeWidth: 68,
    }),
    ...card.ring.map(({ color, d }) => el('path', {}, undefined, { d, fill: color })),
  ]);
  const legend = card.legend.map(({ name, color, share }) =>
    // The share never shrinks and each entry keeps clear of the next: a long name is cut short
    // instead ("10%" ran into the next swatch).
    row(
      {
        alignItems: 'center',
        gap: 10,
        width: '50%',
        fontSize: 21,
        paddingTop: 8,
        paddingRight: 18,
        boxSizing: 'border-box',
      },
      [
        el('div', {
          width: 16,
          height: 16,
          borderRadius: 8,
          backgroundColor: color,
          flexShrink: 0,
        }),
        oneLine({ color: COLORS.text, maxWidth: 150, flexShrink: 1, minWidth: 0 }, name),
        text({ color: COLORS.muted, fontWeight: 600, flexShrink: 0 }, share),
      ],
    ),
  );
  const figures = column({}, [
    label('Base weight'),
    figureText(card.baseWeight, 104),
    row({ fontSize: 28, color: COLORS.muted, gap: 14, marginTop: 6 }, [
      ...card.details.flatMap((detail, i) =>
        i === 0 ? [text({}, detail)] : [text({}, '·'), text({}, detail)],
      ),
    ]),
  ]);
  return root([
    textColumn(card, [], figures),
    figurePanel(
      ring,
      card.legend.length > 0 ? [row({ flexWrap: 'wrap', width: '100%' }, legend)] : [],
    ),
  ]);
}

function tripLayout(card: TripCard): PreviewNode {
  const outline = card.outline
    ? svg(FIGURE_SHOWN, [
        ...card.outline.map((d) =>
          el('path', {}, undefined, {
            d,
            fill: 'none',
            stroke: COLORS.brand,
            strokeWidth: 7,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          }),
        ),
      ])
    : // No route: the panel keeps its place, with the mark's mountain drawn faintly.
      svg(FIGURE_SHOWN, [
        el('path', {}, undefined, {
          d: 'M60 330 L170 120 L245 255 L290 180 L360 330 Z',
          fill: COLORS.track,
        }),
      ]);
  const chips = row({ alignItems: 'center', gap: 16, marginBottom: 22, fontSize: 24 }, [
    text(
      {
        fontWeight: 700,
        color: COLORS.brandStrong,
        backgroundColor: COLORS.brandTint,
        borderRadius: 999,
        padding: '6px 18px',
      },
      card.activity,
    ),
    text({ color: COLORS.muted, fontWeight: 600 }, card.dates),
  ]);
  // Three long figures ("1,234 km", "12,345 m", "14") take a smaller size to stay on one line.
  const characters = card.facts.reduce(
    (sum, { value, unit }) => sum + value.length + unit.length,
    0,
  );
  const size = characters <= 15 ? 60 : 48;
  const figures = row(
    { gap: size * 0.7 },
    card.facts.map(({ label: name, ...fact }) => column({}, [label(name), figureText(fact, size)])),
  );
  return root([textColumn(card, [chips], figures), figurePanel(outline)]);
}

function root(children: PreviewNode[]): PreviewNode {
  return row(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: COLORS.background,
      fontFamily: FONT_FAMILY,
      justifyContent: 'space-between',
      position: 'relative',
    },
    [
      ...children,
      // The brand's band along the bottom edge.
      el('div', {
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: CARD_WIDTH,
        height: 10,
        backgroundColor: COLORS.brand,
      }),
    ],
  );
}

/** The tree satori draws for a card. */
export function previewLayout(card: PreviewCard): PreviewNode {
  return card.kind === 'pack' ? packLayout(card) : tripLayout(card);
}
