import { describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createItem,
  createPack,
  createTrip,
  createUser,
  type GearItemJson,
} from '@test/support/factories.js';
import { pngOf } from '@test/support/images.js';
import { expectNotFound, patch, setAccount, visit, type PublicPackJson } from './public.helpers.js';

describe('the public photos API', () => {
  const { app, owner } = setupApi();

  const upload = async (user: User, path: string, field: string) => {
    const form = new FormData();
    form.append(field, new Blob([await pngOf(8, 8)], { type: 'image/png' }), 'photo.png');
    const response = await user.session.fetch(`${app.baseUrl}${path}`, {
      method: 'PUT',
      body: form,
    });
    if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
    return (await response.json()) as { photoUrl?: string | null; avatarUrl?: string | null };
  };
  const photoOf = async (user: User, item: GearItemJson): Promise<string> => {
    const { photoUrl } = await upload(user, `/api/gear/items/${item.id}/photo`, 'photo');
    return (photoUrl ?? '').split('/').at(-1) ?? '';
  };
  const avatarOf = async (user: User): Promise<string> => {
    const { avatarUrl } = await upload(user, '/api/account/avatar', 'photo');
    return (avatarUrl ?? '').split('/').at(-1) ?? '';
  };
  const fetchPublic = (photoId: string) => fetch(`${app.baseUrl}/api/public/photos/${photoId}`);

  it('serves the photo of an item on a public pack, item line or bundle line, to anyone', async () => {
    await setAccount(owner, { username: 'photo-owner' });
    const tent = await createItem(app, owner.session, { name: 'Tent' });
    const pot = await createItem(app, owner.session, { name: 'Pot' });
    const hidden = await createItem(app, owner.session, { name: 'Hidden' });
    const [tentPhoto, potPhoto, hiddenPhoto] = [
      await photoOf(owner, tent),
      await photoOf(owner, pot),
      await photoOf(owner, hidden),
    ];
    const kitchen = await createBundle(app, owner.session, { name: 'Kitchen' });
    await addToBundle(app, owner.session, kitchen.id, pot.id);
    const pack = await createPack(app, owner.session, { name: 'Photo pack' });
    await addLine(app, owner.session, pack.id, { gearItemId: tent.id });
    await addLine(app, owner.session, pack.id, { bundleId: kitchen.id });
    const privatePack = await createPack(app, owner.session, { name: 'Private pack' });
    await addLine(app, owner.session, privatePack.id, { gearItemId: hidden.id });

    // Before the pack is public, none is served.
    for (const id of [tentPhoto, potPhoto, hiddenPhoto]) {
      await expectNotFound(app, `/api/public/photos/${id}`);
    }
    await patch(owner, `/api/packs/${pack.id}`, { isPublic: true });
    for (const id of [tentPhoto, potPhoto]) {
      const response = await fetchPublic(id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // An item on a private pack only: not served.
    await expectNotFound(app, `/api/public/photos/${hiddenPhoto}`);

    // The public pack's answer points at the public address.
    const { body } = await visit<PublicPackJson>(
      app,
      '/api/public/users/photo-owner/packs/photo-pack',
    );
    const tentLine = body.categories.flatMap((c) => c.lines).find((l) => l.item?.name === 'Tent');
    expect(tentLine?.item?.photoUrl).toBe(`/api/public/photos/${tentPhoto}`);

    // Made private again: gone, with the same 404.
    await patch(owner, `/api/packs/${pack.id}`, { isPublic: false });
    await expectNotFound(app, `/api/public/photos/${tentPhoto}`);
  });

  it('serves an avatar only while its owner has something public', async () => {
    const user = await createUser(app);
    await setAccount(user, { username: 'avatar-owner' });
    const avatar = await avatarOf(user);
    await expectNotFound(app, `/api/public/photos/${avatar}`);

    await setAccount(user, { profilePublic: true });
    expect((await fetchPublic(avatar)).status).toBe(200);
    await setAccount(user, { profilePublic: false });
    await expectNotFound(app, `/api/public/photos/${avatar}`);

    const trip = await createTrip(app, user.session, { isPublic: true });
    expect((await fetchPublic(avatar)).status).toBe(200);
    await patch(user, `/api/trips/${trip.id}`, { isPublic: false });
    await expectNotFound(app, `/api/public/photos/${avatar}`);

    const pack = await createPack(app, user.session);
    await patch(user, `/api/packs/${pack.id}`, { isPublic: true });
    expect((await fetchPublic(avatar)).status).toBe(200);
    // The public pack's owner names it at its public address.
    const { body } = await visit<PublicPackJson>(
      app,
      `/api/public/users/avatar-owner/packs/${pack.slug}`,
    );
    expect(body.owner.avatarUrl).toBe(`/api/public/photos/${avatar}`);

    // Without a username nothing is public.
    await setAccount(user, { username: null });
    await expectNotFound(app, `/api/public/photos/${avatar}`);
  });

  it('answers the same 404 for a malformed or unknown id, and needs no session', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%27']) {
      await expectNotFound(app, `/api/public/photos/${id}`);
    }
    // The owner's own photo route still wants a session.
    const item = await createItem(app, owner.session);
    const id = await photoOf(owner, item);
    expect((await fetch(`${app.baseUrl}/api/photos/${id}`)).status).toBe(401);
    expect((await owner.session.fetch(owner.url(`/api/photos/${id}`))).status).toBe(200);
  });
});
