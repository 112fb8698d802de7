import { screenshot, screenshotFile } from '@client/features/marketing/utils/screenshots';

export interface AppScreenshotProps {
  name: string;
  /** How wide it shows, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  caption?: string;
  /** The page's first picture: fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

/**
 * A screenshot of the app in the visitor's colour scheme (light, or dark by the system's
 * preference), at the size their screen needs: full or half, by `sizes`.
 */
export function AppScreenshot({ name, sizes, caption, priority = false }: AppScreenshotProps) {
  const shot = screenshot(name);
  const files = (theme: 'light' | 'dark') =>
    `${screenshotFile(name, theme, true)} ${shot.smallWidth}w, ${screenshotFile(name, theme, false)} ${shot.width}w`;
  return (
    <figure className={`site-shot site-shot-${shot.device}`}>
      <picture>
        <source
          media="(prefers-color-scheme: dark)"
          type="image/webp"
          srcSet={files('dark')}
          sizes={sizes}
        />
        <img
          src={screenshotFile(name, 'light', false)}
          srcSet={files('light')}
          sizes={sizes}
          width={shot.width}
          height={shot.height}
          alt={shot.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </picture>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
