import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StravaConnection } from '@client/lib/api/strava';
import { StravaLinkedControls } from './strava-linked-controls';
import { StravaUnlinkDialog } from './strava-unlink-dialog';

const linked = (keepActivitiesOnRevoke: boolean): StravaConnection => ({
  configured: true,
  appSource: 'server',
  connected: true,
  athleteName: 'Morag Spey',
  scopes: ['read', 'activity:read_all'],
  keepActivitiesOnRevoke,
});

const none = () => undefined;

describe('StravaLinkedControls', () => {
  it('shows the agreement to keep the activities on a revocation, as the server has it', () => {
    const kept = renderToString(
      <StravaLinkedControls connection={linked(true)} onChange={none} onUnlinked={none} />,
    );
    expect(kept).toContain('Keep my Strava activities here if I disconnect on Strava’s side');
    expect(kept).toMatch(/<input type="checkbox" role="switch"[^>]* checked=""/);
    const deleted = renderToString(
      <StravaLinkedControls connection={linked(false)} onChange={none} onUnlinked={none} />,
    );
    expect(deleted).toMatch(/<input type="checkbox" role="switch"/);
    expect(deleted).not.toMatch(/role="switch"[^>]* checked=""/);
    expect(deleted).toMatch(/<button[^>]*>Unlink Strava<\/button>/);
  });
});

describe('StravaUnlinkDialog', () => {
  it('offers to keep or to delete the activities, Cancel first', () => {
    const html = renderToString(
      <StravaUnlinkDialog open athlete="Morag Spey" busy={false} onUnlink={none} onCancel={none} />,
    );
    expect(html).toContain('Morag Spey');
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([, label]) => label);
    expect(buttons).toEqual(['Cancel', 'Unlink and delete them', 'Unlink and keep them']);
  });

  it('renders nothing to press while closed', () => {
    const html = renderToString(
      <StravaUnlinkDialog
        open={false}
        athlete="Morag Spey"
        busy={false}
        onUnlink={none}
        onCancel={none}
      />,
    );
    expect(html).not.toContain('<button');
  });
});
