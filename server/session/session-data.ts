import 'express-session';

/** What the server keeps in a session. */
declare module 'express-session' {
  interface SessionData {
    /** The signed-in user. */
    userId?: string;
    /** When the user signed in (ms), for the absolute session lifetime. */
    signedInAt?: number;
    /** A sign-in that was started here: the PKCE verifier and where to go afterwards. */
    signIn?: { verifier: string; returnTo: string; startedAt: number };
    /** A link to Strava started here: the state given to Strava, used once. */
    stravaLink?: { state: string; startedAt: number };
    /** A link to Garmin started here: the PKCE verifier and the state, used once. */
    garminLink?: { state: string; verifier: string; startedAt: number };
  }
}
