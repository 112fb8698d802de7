import { clearCurrentUser, readCurrentUser } from './current-user';

/**
 * Where a server-rendered page notes, in sessionStorage, the path it reloaded for a stored user
 * (its value). Found on the next start of a server-rendered page at that path, it means the
 * server answered the reload with the signed-out page again: it sees no session.
 */
export const SERVER_RENDERED_RELOAD_KEY = 'pack.ssr.reloaded';

export interface StartPlace {
  /** Whether the page holds server-rendered content (the public pages sent to visitors). */
  serverRendered: boolean;
  /** The page's path (location.pathname). */
  path: string;
  /** Reloads the page (location.reload). */
  reload: () => void;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The spec's start (section 4): the stored user is read, and unparseable stored data deleted
 * (readCurrentUser does); when the page holds server-rendered content and a user is found, the
 * page reloads, and the server, seeing the session, answers with the app's signed-in view.
 * Answers 'reload' when it reloaded (start nothing), 'start' otherwise.
 *
 * It never loops: before reloading it notes the path; a server-rendered start that finds that
 * note (the server sent the signed-out page again, so it holds no session for this browser) does
 * not reload but removes the note and the stored user, which was stale: the visitor is signed
 * out. Where sessionStorage is refused no note can be kept, so it never reloads. The app's own
 * start (never server-rendered) removes a note left by a reload that reached it.
 */
export function startWithStoredUser(place: StartPlace): 'start' | 'reload' {
  const user = readCurrentUser();
  const store = sessionStore();
  let noted: string | null;
  try {
    noted = store?.getItem(SERVER_RENDERED_RELOAD_KEY) ?? null;
    if (noted !== null) store?.removeItem(SERVER_RENDERED_RELOAD_KEY);
  } catch {
    return 'start';
  }
  if (!place.serverRendered || !user) return 'start';
  if (noted === place.path) {
    clearCurrentUser();
    return 'start';
  }
  try {
    if (!store) return 'start';
    store.setItem(SERVER_RENDERED_RELOAD_KEY, place.path);
  } catch {
    return 'start';
  }
  place.reload();
  return 'reload';
}
