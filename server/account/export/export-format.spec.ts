import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FakeExportSource, at, emptyTables, fake } from '@test/support/fake-export-source.js';
import { AccountExportService } from './account-export.service.js';
import type { ExportActivityLap } from './export-format.js';
import type { PackCsvWriter } from './pack-csv-writer.js';

const later = new Date('2026-05-02T11:30:00.250Z');

/** One of every kind of row, every field set apart from its default. */
function everyKindOfRow() {
  const tables = emptyTables();
  tables.categories = [{ ...fake.category('c0', 3), color: '#123abc', updatedAt: later }];
  tables.items = [
    {
      ...fake.item('i0', 'c0'),
      brand: 'Brand',
      weightMg: 28_350,
      weightUnit: 'oz',
      quantityOwned: 2,
      priceMinor: 4500,
      currency: 'GBP',
      url: 'https://example.com/tent',
      notes: 'Notes "quoted"',
      photoId: 'p0',
      retired: true,
      retireAfterM: 800_000,
      updatedAt: later,
    },
    fake.item('i1'),
  ];
  tables.bundles = [{ ...fake.bundle('b0', 'c0'), description: 'Kitchen', updatedAt: later }];
  tables.bundleEntries = [{ ...fake.entry('b0', 'i0'), quantity: 1.5 }, fake.entry('b0', 'i1', 1)];
  tables.packs = [
    {
      ...fake.pack('k0'),
      description: 'Two nights',
      isPublic: true,
      uncategorizedSortOrder: 1,
      updatedAt: later,
    },
  ];
  tables.packCategories = [{ packId: 'k0', categoryId: 'c0', sortOrder: 0 }];
  tables.packLines = [
    { ...fake.line('k0', { gearItemId: 'i0' }, 0), quantity: 2.25, worn: true, packed: true },
    {
      ...fake.line('k0', { bundleId: 'b0' }, 1),
      consumable: true,
      entryFlags: { i1: { worn: true } },
    },
  ];
  tables.places = [
    { ...fake.place('l0'), note: 'Spring', color: '#00ff00', icon: 'water', updatedAt: later },
  ];
  tables.trips = [
    {
      ...fake.trip('t0'),
      description: 'Round',
      notes: 'Permit',
      activity: 'bikepacking',
      latitude: 54.5,
      longitude: -3.25,
      isPublic: true,
      hideRouteEnds: true,
      showActivities: true,
      foodPerDayGrams: 650,
      dayOverrides: [{ day: 1, foodGrams: 800, waterLitres: null }],
      updatedAt: later,
    },
  ];
  tables.tripPacks = [fake.tripPack('t0', 'k0')];
  tables.tripWaypoints = [{ ...fake.waypoint('t0', 'w0'), elevationM: 812.5, note: 'Camp' }];
  tables.tripRoutes = [
    { ...fake.route('t0', 2, [1]), times: ['2026-05-01T08:00:00Z', null], gainM: 12 },
  ];
  tables.activities = [
    {
      ...fake.activity('a0'),
      source: 'file',
      category: 'trail-run',
      name: 'Morning "loop"',
      notes: 'Wet',
      startTime: new Date('2026-05-01T06:00:00.500Z'),
      timeZone: 'Europe/Ljubljana',
      utcOffsetMinutes: 120,
      elapsedS: 3700.5,
      movingS: 3600,
      distanceM: 10_500.25,
      gainM: 420,
      lossM: 415.5,
      maxSpeedMps: 5.5,
      avgSpeedMps: 2.9,
      avgHeartRate: 150.5,
      maxHeartRate: 181,
      avgCadence: 84,
      maxCadence: 96,
      fileId: 'f0',
      packId: 'k0',
      tripId: 't0',
      updatedAt: later,
    },
    fake.activity('a1'),
  ];
  tables.activityGear = [
    { activityId: 'a0', gearItemId: 'i1' },
    { activityId: 'a0', gearItemId: 'i0' },
  ];
  // A lap as a file parser keeps it: a figure it lacks, and a field the format does not have.
  const lap = {
    startTime: '2026-05-01T06:00:00.500Z',
    elapsedS: 60,
    movingS: 59,
    distanceM: 200,
    lossM: null,
    maxSpeedMps: 4,
    avgSpeedMps: 3.4,
    avgHeartRate: 120,
    maxHeartRate: 130,
    avgCadence: 80,
    maxCadence: 90,
    sport: 'running',
  } as unknown as ExportActivityLap;
  tables.activityRoutes = [
    {
      activityId: 'a0',
      points: [
        [46, 14, 300],
        [46.0001, 14.0001, null],
      ],
      segmentStarts: [1],
      times: [Date.parse('2026-05-01T06:00:00.500Z'), null],
      heartRates: [120, null],
      cadences: [null, 85],
      laps: [lap],
    },
  ];
  tables.photos = [{ ...fake.photo('p0'), width: 640, height: 480 }];
  tables.activityFiles = [fake.activityFile('f0')];
  // An item and a pack the document does not hold are left out.
  tables.activityDefaults = [
    { category: 'hike', packId: 'gone', gearItemIds: [] },
    { category: 'trail-run', packId: 'k0', gearItemIds: ['i0', 'missing'] },
  ];
  return tables;
}

const csv: PackCsvWriter = {
  writePacks: () => Promise.resolve(new Map([['k0', 'Item Name,Category\n']])),
};

describe('the export format', () => {
  it('writes every field of every kind of row, in its order, byte for byte', async () => {
    const service = new AccountExportService(new FakeExportSource(everyKindOfRow()), csv);
    const { body } = await service.export('u1', at);
    expect(await text(body)).toBe(EXPECTED);
  });
});

/**
 * Written by the export before its columns were listed once (activities and their files by hand
 * from the format's description); raw, so `\n` stays two characters.
 */
const EXPECTED = String.raw`{
  "format": "packtrail-export",
  "formatVersion": 1,
  "exportedAt": "2026-05-01T10:00:00.000Z",
  "account": {
    "email": "ada@example.com",
    "firstName": "Ada",
    "lastName": "Lovelace",
    "username": null,
    "avatarPhotoId": null,
    "weightUnit": "g",
    "weightScale": "auto",
    "currency": null,
    "foodPerDayGrams": 700,
    "profilePublic": false,
    "searchIndexing": false,
    "subscriptionPlan": "basic",
    "createdAt": "2026-05-01T10:00:00.000Z"
  },
  "gear": {
    "categories": [
      {"id":"c0","name":"Category c0","color":"#123abc","sortOrder":3,"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z"}
    ],
    "items": [
      {"id":"i0","categoryId":"c0","name":"Item i0","brand":"Brand","weightMg":28350,"weightUnit":"oz","quantityOwned":2,"priceMinor":4500,"currency":"GBP","url":"https://example.com/tent","notes":"Notes \"quoted\"","photoId":"p0","retired":true,"retireAfterM":800000,"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z"},
      {"id":"i1","categoryId":null,"name":"Item i1","brand":"","weightMg":1000,"weightUnit":"g","quantityOwned":1,"priceMinor":null,"currency":null,"url":null,"notes":"","photoId":null,"retired":false,"retireAfterM":null,"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-01T10:00:00.000Z"}
    ]
  },
  "bundles": [
    {"id":"b0","categoryId":"c0","name":"Bundle b0","description":"Kitchen","items":[{"gearItemId":"i0","quantity":1.5,"sortOrder":0},{"gearItemId":"i1","quantity":1,"sortOrder":1}],"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z"}
  ],
  "packs": [
    {"id":"k0","name":"Pack k0","description":"Two nights","slug":"pack-k0","isPublic":true,"uncategorizedSortOrder":1,"categoryOrder":[{"categoryId":"c0","sortOrder":0}],"lines":[{"id":"k0-i0","kind":"item","gearItemId":"i0","bundleId":null,"categoryId":"c0","quantity":2.25,"worn":true,"consumable":false,"packed":true,"sortOrder":0,"item":{"gearItemId":"i0","name":"Item i0","categoryName":"Category c0","notes":"Notes \"quoted\"","weightMg":28350,"weightUnit":"oz","url":"https://example.com/tent","priceMinor":4500,"currency":"GBP"},"bundle":null},{"id":"k0-b0","kind":"bundle","gearItemId":null,"bundleId":"b0","categoryId":"c0","quantity":1,"worn":false,"consumable":true,"packed":false,"sortOrder":1,"item":null,"bundle":{"name":"Bundle b0","categoryName":"Category c0","entries":[{"gearItemId":"i0","name":"Item i0","categoryName":"Category c0","notes":"Notes \"quoted\"","weightMg":28350,"weightUnit":"oz","url":"https://example.com/tent","priceMinor":4500,"currency":"GBP","quantity":1.5,"worn":false,"consumable":true},{"gearItemId":"i1","name":"Item i1","categoryName":null,"notes":"","weightMg":1000,"weightUnit":"g","url":null,"priceMinor":null,"currency":null,"quantity":1,"worn":true,"consumable":true}]}}],"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z","lighterpackCsv":"Item Name,Category\n"}
  ],
  "places": [
    {"id":"l0","name":"Place l0","note":"Spring","latitude":54.45,"longitude":-3.21,"color":"#00ff00","icon":"water","createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z"}
  ],
  "trips": [
    {"id":"t0","name":"Trip t0","description":"Round","notes":"Permit","activity":"bikepacking","startDate":"2026-05-01","endDate":"2026-05-02","latitude":54.5,"longitude":-3.25,"isPublic":true,"hideRouteEnds":true,"showActivities":true,"paceKmh":5,"climbMPerHour":600,"foodPerDayGrams":650,"waterLitresPerHour":0.5,"dayOverrides":[{"day":1,"foodGrams":800,"waterLitres":null}],"packs":[{"packId":"k0","isMain":true,"sortOrder":0}],"waypoints":[{"id":"w0","name":"Waypoint w0","note":"Camp","latitude":54.45,"longitude":-3.21,"elevationM":812.5,"color":"#e53e3e","icon":"camp","createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-01T10:00:00.000Z"}],"route":{"points":[[54,-3,null],[54.0001,-3,100]],"segmentStarts":[1],"times":["2026-05-01T08:00:00Z",null],"distanceM":22,"gainM":12,"lossM":0,"highestM":100,"lowestM":100,"elevationSource":"file"},"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z"}
  ],
  "activities": [
    {"id":"a0","source":"file","category":"trail-run","name":"Morning \"loop\"","notes":"Wet","startTime":"2026-05-01T06:00:00.500Z","timeZone":"Europe/Ljubljana","utcOffsetMinutes":120,"elapsedS":3700.5,"movingS":3600,"distanceM":10500.25,"gainM":420,"lossM":415.5,"maxSpeedMps":5.5,"avgSpeedMps":2.9,"avgHeartRate":150.5,"maxHeartRate":181,"avgCadence":84,"maxCadence":96,"fileId":"f0","packId":"k0","tripId":"t0","gearItemIds":["i0","i1"],"route":{"points":[[46,14,300],[46.0001,14.0001,null]],"segmentStarts":[1],"times":["2026-05-01T06:00:00.500Z",null],"heartRates":[120,null],"cadences":[null,85],"laps":[{"startTime":"2026-05-01T06:00:00.500Z","elapsedS":60,"movingS":59,"distanceM":200,"gainM":null,"lossM":null,"maxSpeedMps":4,"avgSpeedMps":3.4,"avgHeartRate":120,"maxHeartRate":130,"avgCadence":80,"maxCadence":90}]},"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-02T11:30:00.250Z"},
    {"id":"a1","source":"manual","category":"hike","name":"Activity a1","notes":"","startTime":"2026-05-01T10:00:00.000Z","timeZone":null,"utcOffsetMinutes":null,"elapsedS":null,"movingS":null,"distanceM":null,"gainM":null,"lossM":null,"maxSpeedMps":null,"avgSpeedMps":null,"avgHeartRate":null,"maxHeartRate":null,"avgCadence":null,"maxCadence":null,"fileId":null,"packId":null,"tripId":null,"gearItemIds":[],"route":null,"createdAt":"2026-05-01T10:00:00.000Z","updatedAt":"2026-05-01T10:00:00.000Z"}
  ],
  "activityDefaults": [
    {"category":"hike","packId":null,"gearItemIds":[]},
    {"category":"trail-run","packId":"k0","gearItemIds":["i0"]}
  ],
  "photos": [
    {"id":"p0","contentType":"image/png","width":640,"height":480,"createdAt":"2026-05-01T10:00:00.000Z","data":"cDA="}
  ],
  "activityFiles": [
    {"id":"f0","fileName":"f0.gpx","format":"gpx","sizeBytes":7,"sha256":"5db1d606d1f5c750e0b449b021c21ff8031b1a4f2bec037ef784df2066476fe2","createdAt":"2026-05-01T10:00:00.000Z","data":"ZmlsZSBmMA=="}
  ]
}
`;
