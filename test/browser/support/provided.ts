/**
 * What the browser suite's global setup hands to every test file through vitest's
 * `provide` / `inject`: the running app's origin and the shared browser's endpoint.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app's origin, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    baseURL: string;
    /** The WebSocket endpoint of the one Chromium the whole suite shares. */
    wsEndpoint: string;
    /** Where the app's mails (password-reset links) land, one `.eml` file each. */
    mailDir: string;
    /** The route parts' test page, built once per run (route-harness/serve.ts). */
    routeHarnessDir: string;
  }
}

export {};
