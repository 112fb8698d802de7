import { describe, expect, it } from 'vitest';
import { readStravaExportCsv, StravaExportCsvError, stravaDate } from './strava-export-csv.js';

// The header of a 2026 export (abridged after Elevation Gain): "Elapsed Time" and "Distance" twice.
const HEADER =
  'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain';

describe('readStravaExportCsv', () => {
  it('reads each activity with its SI figures, gear and file, and maps its type', () => {
    const csv = [
      HEADER,
      '9876543210,"Jun 12, 2021, 7:03:48 AM",Morning Run,Run,"Easy, by the river",1805,5.02,171,40,false,,Hoka Speedgoat 5,activities/9876543210.fit.gz,70,,1805.0,1750.0,5021.3,4.1,2.87,34.0',
      '9876543211,"Dec 1, 2021, 12:30:00 PM",Lunch ride,Mountain Bike Ride,,3600,20.1,,,false,,,activities/9876543211.gpx,,,3600,3400,20100.5,12.1,5.9,"1,204.0"',
      '9876543212,"Jan 3, 2022, 12:05:00 AM",Climbing gym,Rock Climbing,,5400,0,,,false,,,,,,5400,,,,,',
    ].join('\n');
    const { rows, unreadable } = readStravaExportCsv(csv);
    expect(unreadable).toBe(0);
    expect(rows[0]).toEqual({
      stravaId: '9876543210',
      name: 'Morning Run',
      category: 'run',
      description: 'Easy, by the river',
      startTime: new Date('2021-06-12T07:03:48Z'),
      elapsedS: 1805,
      movingS: 1750,
      distanceM: 5021.3,
      gainM: 34,
      gear: 'Hoka Speedgoat 5',
      fileName: 'activities/9876543210.fit.gz',
    });
    expect(rows[1]).toMatchObject({
      category: 'mountain-bike',
      startTime: new Date('2021-12-01T12:30:00Z'),
      gainM: 1204,
      fileName: 'activities/9876543211.gpx',
    });
    expect(rows[2]).toMatchObject({
      category: 'climb',
      startTime: new Date('2022-01-03T00:05:00Z'),
      fileName: '',
      distanceM: null,
    });
  });

  it('leaves out rows without an id or a date, and refuses a CSV that is not Strava’s', () => {
    const csv = [HEADER, ',"Jun 12, 2021, 7:03:48 AM",No id,Run', '1,yesterday,Bad date,Run'].join(
      '\n',
    );
    expect(readStravaExportCsv(csv)).toEqual({ rows: [], unreadable: 2 });
    expect(() => readStravaExportCsv('Item Name,Category,weight\nTent,Shelter,900')).toThrow(
      StravaExportCsvError,
    );
    expect(() => readStravaExportCsv('')).toThrow(StravaExportCsvError);
  });

  it('reads Strava’s dates, with ISO as a fallback', () => {
    expect(stravaDate('Jan 2, 2021, 8:11:32 AM')).toEqual(new Date('2021-01-02T08:11:32Z'));
    expect(stravaDate('Jan 2, 2021, 12:11:32 PM')).toEqual(new Date('2021-01-02T12:11:32Z'));
    expect(stravaDate('2021-01-02T08:11:32Z')).toEqual(new Date('2021-01-02T08:11:32Z'));
    expect(stravaDate('Foo 2, 2021, 8:11:32 AM')).toBeNull();
  });
});
