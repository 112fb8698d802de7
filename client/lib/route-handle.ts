/** What a route module can declare about the shell around it (`export const handle = ...`). */
export interface RouteHandle {
  hideBottomNav?: boolean;
}
