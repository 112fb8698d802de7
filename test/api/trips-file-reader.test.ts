import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteFileReader } from '@server/trips/files/route-file-reader.js';
import { RouteXmlParser } from '@server/trips/files/route-xml-parser.js';
import { createUser } from '@test/support/factories.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { gpx11, importTrip, type ErrorJson } from './trips-files.helpers.js';

/** A small file whose points carry their elevations (no tiles are asked for). */
const smallFile = (name: string) =>
  gpx11(
    `<metadata><name>${name}</name></metadata><trk><trkseg>` +
      '<trkpt lat="46.1" lon="7.1"><ele>1200</ele></trkpt>' +
      '<trkpt lat="46.2" lon="7.2"><ele>1300</ele></trkpt></trkseg></trk>',
  );

/** The name the held parse is recognised by. */
const HELD = 'Held on purpose';

/** An upload whose answer is noted, in `events`, when it comes. */
function upload(user: User, label: string, content: string, events: string[]) {
  return importTrip<ErrorJson>(user, content).then((response) => {
    events.push(label);
    return response;
  });
}

describe('the route file reader, shared between users', () => {
  const { app, owner, stranger } = setupApi();
  let third: User;
  beforeAll(async () => {
    third = await createUser(app);
  });

  /**
   * The parser as the app has it, with the parse of a file named HELD held until `letGo` is
   * called: a slow file, without the seconds of a core a really slow one would take.
   */
  let heldGate: (() => void) | undefined;
  function holdSlowFiles() {
    const parser = app.app.get(RouteXmlParser);
    const parse = parser.parse.bind(parser);
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    heldGate = letGo;
    const held: string[] = [];
    vi.spyOn(parser, 'parse').mockImplementation(async (text: string) => {
      if (text.includes(HELD)) {
        held.push(text);
        await gate;
      }
      return parse(text);
    });
    return { held, letGo };
  }

  // A test that failed with a file held lets it go, or the app could not stop.
  afterEach(() => {
    heldGate?.();
    vi.restoreAllMocks();
  });

  it('reads another user’s small file while one user’s slow file is being read', async () => {
    const { held, letGo } = holdSlowFiles();
    const events: string[] = [];
    const slow = upload(owner, 'slow', smallFile(HELD), events);
    await expect.poll(() => held.length).toBe(1);

    const quick = await upload(stranger, 'quick', smallFile('Quick'), events);
    expect(quick.status).toBe(201);
    expect(events).toEqual(['quick']);

    letGo();
    expect((await slow).status).toBe(201);
    expect(events).toEqual(['quick', 'slow']);
  });

  it('reads one file per user at a time: the second waits, a third is refused with Retry-After', async () => {
    const { held, letGo } = holdSlowFiles();
    const events: string[] = [];
    const slow = upload(owner, 'slow', smallFile(HELD), events);
    await expect.poll(() => held.length).toBe(1);
    const second = upload(owner, 'second', smallFile('Second'), events);
    const reader = app.app.get(RouteFileReader);
    await expect.poll(() => reader.turns.load(owner.id)).toEqual({ reading: true, waiting: true });

    const form = new FormData();
    form.append('file', new Blob([smallFile('Third')]), 'third.gpx');
    const refused = await owner.session.fetch(owner.url('/api/trips/import'), {
      method: 'POST',
      body: form,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // The other users' files go through both workers while the owner's second one waits.
    const others = await Promise.all([
      upload(stranger, 'stranger', smallFile('Stranger'), events),
      upload(third, 'third user', smallFile('Third user'), events),
    ]);
    expect(others.map(({ status }) => status)).toEqual([201, 201]);
    expect(events).not.toContain('second');

    letGo();
    expect([(await slow).status, (await second).status]).toEqual([201, 201]);
  });

  it('refuses 400,000 nested track segments without parsing them, and goes on reading', async () => {
    const spy = vi.spyOn(app.app.get(RouteXmlParser), 'parse');
    const nested = gpx11(`<trk>${'<trkseg>'.repeat(400_000)}${'</trkseg>'.repeat(400_000)}</trk>`);
    const { status, body } = await importTrip<ErrorJson>(owner, nested);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'ROUTE_FILE_INVALID',
      message: 'The file nests its elements more than 64 deep, which no GPX or KML file needs',
      errors: [{ field: 'file' }],
    });
    expect(spy).not.toHaveBeenCalled();
    expect((await importTrip(owner, smallFile('After'))).status).toBe(201);
  });
});
