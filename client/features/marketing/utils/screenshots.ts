import shots from './screenshots.json';

/**
 * One screenshot of the app as `npm run screenshots` (scripts/marketing-screenshots.js) made it
 * from seeded data: its files are client/public/screenshots/{name}-{light|dark}[-small].webp.
 */
export interface Screenshot {
  name: string;
  device: 'desktop' | 'phone';
  /** What it shows, with the seeded data's real figures. */
  alt: string;
  width: number;
  height: number;
  smallWidth: number;
  smallHeight: number;
}

const SCREENSHOTS = shots as readonly Screenshot[];

/** The screenshot called `name`; the script makes every name the pages ask for. */
export function screenshot(name: string): Screenshot {
  const shot = SCREENSHOTS.find((candidate) => candidate.name === name);
  if (!shot) throw new Error(`No screenshot ${name}: run npm run screenshots`);
  return shot;
}

/** The address of one of its files. */
export const screenshotFile = (name: string, theme: 'light' | 'dark', small: boolean): string =>
  `/screenshots/${name}-${theme}${small ? '-small' : ''}.webp`;
