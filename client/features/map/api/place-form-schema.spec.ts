import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, PLACE_NOTE_MAX_LENGTH } from '@domain/limits';
import { MARKER_ICONS } from '@domain/map-markers';
import { placeFormSchema, type PlaceFormValues } from './place-form-schema';

const values = (changes: Partial<Record<keyof PlaceFormValues, unknown>>) => ({
  name: 'Loch camp',
  note: '',
  color: '#e53e3e',
  icon: 'camp',
  ...changes,
});

/** Every field's first message, by field; {} when the values pass. */
async function errorsOf(
  changes: Partial<Record<keyof PlaceFormValues, unknown>>,
): Promise<Record<string, string>> {
  try {
    await placeFormSchema.validate(values(changes), { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((entry) => [entry.path ?? '', entry.message]));
  }
}

describe('the place form', () => {
  it('takes a place with a name, a note, a colour in any case and each of the 12 icons', async () => {
    expect(await errorsOf({ note: 'Flat ground by the water', color: '#3B82F6' })).toEqual({});
    for (const icon of MARKER_ICONS) expect(await errorsOf({ icon })).toEqual({});
    expect(MARKER_ICONS).toHaveLength(12);
  });

  it.each(['', '   '])('asks for a name when it is %j', async (name) => {
    expect(await errorsOf({ name })).toEqual({ name: 'Give the place a name' });
  });

  it('says a name longer than the limit is too long, spaces at the ends aside', async () => {
    expect(await errorsOf({ name: ` ${'a'.repeat(NAME_MAX_LENGTH)} ` })).toEqual({});
    expect(await errorsOf({ name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      name: `At most ${NAME_MAX_LENGTH} characters`,
    });
  });

  it('says a note longer than the limit is too long', async () => {
    expect(await errorsOf({ note: 'n'.repeat(PLACE_NOTE_MAX_LENGTH) })).toEqual({});
    expect(await errorsOf({ note: 'n'.repeat(PLACE_NOTE_MAX_LENGTH + 1) })).toEqual({
      note: `At most ${PLACE_NOTE_MAX_LENGTH} characters`,
    });
  });

  it.each(['#fff', 'red', '#12345g', '#1234567', 'e53e3e'])(
    'refuses the colour %j, as the server does',
    async (color) => {
      expect(await errorsOf({ color })).toEqual({ color: 'A colour like #3b82f6' });
    },
  );

  it('refuses an icon outside the set', async () => {
    expect(await errorsOf({ icon: 'castle' })).toEqual({ icon: 'Pick one of the icons' });
  });

  it('names every bad field at once', async () => {
    expect(Object.keys(await errorsOf({ name: '', color: 'blue', icon: 'x' }))).toEqual([
      'name',
      'color',
      'icon',
    ]);
  });
});
