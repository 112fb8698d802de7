import { describe, expect, it } from 'vitest';
import { stravaExport } from '../support/strava-export.js';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';

/**
 * A Strava export imported from /track: the zip chosen in the dialog, sent with a progress bar,
 * imported as a job whose progress the dialog shows, what it did, the list read again, and the
 * whole import undone.
 */
describe('importing a Strava export', { timeout: 120_000 }, () => {
  it('imports the zip as a job, says what it did, and undoes it', async () => {
    const storageState = await signedInState({ givenName: 'Fiona', familyName: 'Dee' });
    const page = await openPage({ storageState });
    await visit(page, '/track', { waitFor: 'text=Your first activity' });
    await page.getByRole('button', { name: 'Import from Strava' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Strava' });
    await dialog.getByText('Request your archive').waitFor();
    await checkAxe(page);

    await dialog.getByLabel('Choose the export (.zip)').setInputFiles({
      name: 'export_1234.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(stravaExport()),
    });
    const bar = dialog.getByRole('progressbar', { name: 'Strava import' });
    await bar.waitFor();
    await dialog
      .getByText(
        /^3 activities added \(1 from figures alone\), 1 was here already, 2 files refused\.$/,
      )
      .waitFor();
    expect(await dialog.getByRole('list', { name: 'Files refused' }).locator('li').count()).toBe(2);
    await dialog
      .getByText('Gear not in your library, so not linked: Speedgoat 5, Old bike.')
      .waitFor();
    await checkAxe(page);
    // The list behind the dialog was read again.
    await expect.poll(() => page.locator('.activity-card').count()).toBe(3);

    await dialog.getByRole('button', { name: 'Undo this import' }).click();
    await dialog.getByText('Delete the 3 activities this import added?').waitFor();
    await dialog.getByRole('button', { name: 'Delete them' }).click();
    await dialog.getByText('Undone: 3 activities deleted.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Your first activity').waitFor();
  });
});
