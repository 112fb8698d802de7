import { type TileContours } from './contours';

/** How contour lines look on each base style: brown on the paper map, light on photos. */
export interface ContourInk {
  line: string;
  minorWidth: number;
  majorWidth: number;
}

export const CONTOUR_INK = {
  standard: { line: 'rgb(150 90 40 / 0.75)', minorWidth: 0.8, majorWidth: 1.6 },
  satellite: { line: 'rgb(255 236 200 / 0.8)', minorWidth: 0.8, majorWidth: 1.6 },
} satisfies Record<string, ContourInk>;

// The gap left in a major line round its label, in pixels either side of the text.
const LABEL_GAP = 3;
const LABEL_HEIGHT = 14;

export const labelText = (level: number): string => `${level} m`;

/**
 * Draws the lines on a tile's canvas (sized `size × ratio` pixels for sharp lines on dense
 * screens) and clears a gap round each label, whose text the tile shows as an element on top.
 */
export function drawContours(
  canvas: HTMLCanvasElement,
  { lines, labels }: TileContours,
  ink: ContourInk,
  ratio: number,
  labelWidth: (text: string) => number,
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = ink.line;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  for (const major of [false, true]) {
    context.lineWidth = major ? ink.majorWidth : ink.minorWidth;
    context.beginPath();
    for (const line of lines) {
      if (line.major !== major || line.points.length < 4) continue;
      const { points } = line;
      context.moveTo(points[0] ?? 0, points[1] ?? 0);
      for (let k = 2; k < points.length; k += 2) context.lineTo(points[k] ?? 0, points[k + 1] ?? 0);
    }
    context.stroke();
  }
  context.globalCompositeOperation = 'destination-out';
  for (const label of labels) {
    const width = labelWidth(labelText(label.level)) + 2 * LABEL_GAP;
    context.save();
    context.translate(label.x, label.y);
    context.rotate((label.angle * Math.PI) / 180);
    context.fillRect(-width / 2, -LABEL_HEIGHT / 2, width, LABEL_HEIGHT);
    context.restore();
  }
  context.globalCompositeOperation = 'source-over';
}
