import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { NAME_MAX_LENGTH } from '@domain/limits';
import { tripDetailsSchema } from './trip-details-schema';
import { newTripSchema } from './trip-form-schema';

const NEW_TRIP = { name: 'Fell round', startDate: '2026-07-10', endDate: '', activity: 'hike' };

/** Every field's first message, by field; {} when the values pass. */
async function errorsOf(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((entry) => [entry.path ?? '', entry.message]));
  }
}

describe('the new trip form', () => {
  const check = (changes: object) => errorsOf(newTripSchema, { ...NEW_TRIP, ...changes });

  it('takes a day trip without an end date, and a range ending on or after its start', async () => {
    expect(await check({})).toEqual({});
    expect(await check({ endDate: '2026-07-10' })).toEqual({});
    expect(await check({ endDate: '2026-07-12', activity: 'ski_touring' })).toEqual({});
  });

  it('says by the end date that it cannot be before the start', async () => {
    expect(await check({ endDate: '2026-07-09' })).toEqual({
      endDate: 'The last day cannot be before the first',
    });
  });

  it('asks for a name, a real start date and a known activity', async () => {
    expect(await check({ name: '  ', startDate: '2026-02-30', activity: 'sailing' })).toEqual({
      name: 'Give the trip a name',
      startDate: 'A date like 2026-06-14',
      activity: 'Pick one of the activities',
    });
    expect(await check({ startDate: '' })).toEqual({ startDate: 'Pick the first day' });
    expect(await check({ name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      name: `At most ${NAME_MAX_LENGTH} characters`,
    });
  });
});

describe('the trip details form', () => {
  const DETAILS = {
    ...NEW_TRIP,
    description: '',
    notes: '',
    latitude: '',
    longitude: '',
    isPublic: false,
  };
  const check = (changes: object) => errorsOf(tripDetailsSchema, { ...DETAILS, ...changes });

  it('takes a main location typed in decimal degrees, a comma for the point too', async () => {
    expect(await check({ latitude: '54.45', longitude: '-3,02' })).toEqual({});
    expect(await check({ latitude: '-90', longitude: '180' })).toEqual({});
  });

  it('wants both coordinates or neither, each within its bounds', async () => {
    expect(await check({ latitude: '54.45' })).toEqual({
      longitude: 'Give the longitude too, or clear the latitude',
    });
    expect(await check({ latitude: '91', longitude: 'west' })).toEqual({
      latitude: 'A latitude from -90 to 90, in decimal degrees',
      longitude: 'A longitude from -180 to 180, in decimal degrees',
    });
  });

  it('keeps the new trip’s date rule', async () => {
    expect(await check({ endDate: '2026-07-01' })).toEqual({
      endDate: 'The last day cannot be before the first',
    });
  });
});
