import { describe, it } from 'vitest';
import { signUpOncePerFile } from './support/auth.js';
import { expectTitledPage } from './routes-support.js';

/** Spec section 2's Strava and Garmin callback pages: which parameters they require. */

const signedIn = signUpOncePerFile();

describe('the Strava and Garmin callbacks', () => {
  it.each([
    '/strava/callback',
    '/strava/callback?scope=read',
    '/strava/callback?code=c0de',
    '/strava/callback?code=&scope=read',
    '/strava/callback?state=s&scope=read',
    '/garmin/callback',
    '/garmin/callback?state=s',
    '/garmin/callback?code=',
  ])('%s (a required parameter missing) shows Not Found', async (path) => {
    await expectTitledPage(
      path,
      { path, heading: 'Not Found', title: 'Not Found · Packtrail' },
      { storageState: signedIn() },
    );
  });

  it.each([
    {
      path: '/strava/callback?code=c0de&scope=read,activity:read&state=s',
      heading: 'Connecting Strava',
    },
    { path: '/strava/callback?code=c0de&scope=', heading: 'Connecting Strava' },
    { path: '/garmin/callback?code=c0de&state=s', heading: 'Connecting Garmin' },
  ])('$path (state optional) is accepted', async (route) => {
    await expectTitledPage(route.path, route, { storageState: signedIn() });
  });
});
