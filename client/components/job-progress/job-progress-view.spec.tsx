import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JOB_POLL_MS, jobRefreshInterval, type Job } from '@client/lib/api/jobs';
import { JobProgressView } from './job-progress-view';

const job = (fields: Partial<Job>): Job => ({
  id: '6f1c0e52-7c2e-4d0e-9a51-0b8f6f2f1b11',
  kind: 'strava.import',
  state: 'running',
  progressDone: 0,
  progressTotal: null,
  message: null,
  waitingUntil: null,
  error: null,
  result: null,
  attempts: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
  startedAt: '2026-05-01T10:00:01.000Z',
  finishedAt: null,
  ...fields,
});

const render = (fields: Partial<Job>, onCancel?: () => void) =>
  renderToString(<JobProgressView job={job(fields)} label="Strava import" onCancel={onCancel} />);

/** The progressbar's attributes, by name. */
const bar = (html: string): Record<string, string> =>
  Object.fromEntries(
    [
      ...(/<div class="job-progress-bar"([^>]*)>/.exec(html)?.[1] ?? '').matchAll(
        / ([\w-]+)="([^"]*)"/g,
      ),
    ].map(([, name, value]) => [name!, value!]),
  );

describe('JobProgressView', () => {
  it('shows a running job as a named progressbar with its count and message', () => {
    const html = render(
      { progressDone: 12, progressTotal: 840, message: 'Reading 12 of 840 files' },
      () => undefined,
    );
    expect(bar(html)).toMatchObject({
      role: 'progressbar',
      'aria-label': 'Strava import',
      'aria-valuemin': '0',
      'aria-valuemax': '840',
      'aria-valuenow': '12',
      'aria-valuetext': 'Reading 12 of 840 files',
    });
    expect(html).toContain('Reading 12 of 840 files');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('leaves the bar without a value while the total is unknown (indeterminate)', () => {
    const attributes = bar(render({ progressDone: 0, progressTotal: null }));
    expect(attributes).not.toHaveProperty('aria-valuenow');
    expect(attributes).not.toHaveProperty('aria-valuemax');
    expect(attributes['aria-valuetext']).toBe('Working…');
  });

  it('says until when a running job waits for a rate limit', () => {
    const until = new Date(Date.now() + 10 * 60_000);
    const html = render({
      progressDone: 200,
      progressTotal: 900,
      message: 'Waiting for Strava’s rate limit',
      waitingUntil: until.toISOString(),
    });
    const time = until.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    // Near midnight the weekday comes first ("Tue 00:05").
    expect(html).toMatch(/Waiting for Strava’s rate limit: goes on by itself at (\w+ )?\d/);
    expect(html).toContain(time);
  });

  it('says why a queued job waits for another try', () => {
    const html = render(
      { state: 'queued', error: 'Strava did not answer', attempts: 1 },
      () => undefined,
    );
    expect(html).toContain('Trying again shortly: Strava did not answer');
    expect(html).toContain('>Cancel</button>');
  });

  it('shows a failed job’s error as an alert, without a Cancel button', () => {
    const html = render(
      {
        state: 'failed',
        error: 'The file is not a Strava export',
        progressDone: 3,
        progressTotal: 9,
      },
      () => undefined,
    );
    expect(html).toMatch(/role="alert"[^>]*>.*The file is not a Strava export/);
    expect(html).not.toContain('Cancel</button>');
  });

  it('fills the bar for a job that succeeded and says how a cancelled one ended', () => {
    expect(render({ state: 'succeeded', progressDone: 9, progressTotal: 9 })).toContain(
      '--progress:100%',
    );
    expect(render({ state: 'cancelled', progressDone: 3, progressTotal: 9 })).toContain(
      'Cancelled after 3 of 9',
    );
  });
});

describe('jobRefreshInterval', () => {
  it('reads a job again while it may change, and stops once it has ended', () => {
    expect(jobRefreshInterval(undefined)).toBe(JOB_POLL_MS);
    expect(jobRefreshInterval(job({ state: 'queued' }))).toBe(JOB_POLL_MS);
    expect(jobRefreshInterval(job({ state: 'running' }))).toBe(JOB_POLL_MS);
    for (const state of ['succeeded', 'failed', 'cancelled'] as const) {
      expect(jobRefreshInterval(job({ state }))).toBe(0);
    }
  });
});
