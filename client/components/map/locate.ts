/** Why the browser could not say where the user is, in words for the map's status line. */
export function locateProblem(error: GeolocationPositionError | null): string {
  if (!error) return 'This browser cannot tell where you are.';
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'Location is blocked for this site: allow it in your browser’s settings to show where you are.';
    case error.TIMEOUT:
      return 'Finding your location took too long. Try again.';
    default:
      return 'Your location is not available right now.';
  }
}

/** The device's position once, or the reason there is none. */
export function locateOnce(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject: (reason: Error) => void) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(locateProblem(null)));
      return;
    }
    const fail = (error: GeolocationPositionError) => reject(new Error(locateProblem(error)));
    navigator.geolocation.getCurrentPosition(resolve, fail, {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 60_000,
    });
  });
}
