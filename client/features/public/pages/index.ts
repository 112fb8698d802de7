/*
 * The public pages (issue 14): read-only, rendered on the server (client/public-render.tsx) and
 * hydrated in the browser without the router or SWR (client/public-main.tsx), and shown by the
 * signed-in app's routes (../routes/) inside its own layout. Nothing here reads the browser
 * while rendering: figures are written in English, dates from their text, links are plain
 * <a href> from `paths`. Styles: client/styles/public.css, imported by each page.
 */
export { PublicProfilePage, type PublicProfilePageProps } from './public-profile-page';
export { PublicPackPage, type PublicPackPageProps } from './public-pack-page';
export { PublicTripPage, type PublicTripPageProps } from './public-trip-page';
export { PublicPackEmbed, type PublicPackEmbedProps } from './public-pack-embed';
export { PublicNotFound } from './public-not-found';
export { PublicFrame, type PublicFrameProps } from './public-frame';
