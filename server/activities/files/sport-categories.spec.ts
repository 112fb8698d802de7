import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES } from '@server/domain/activity-categories.js';
import { categoryOfSport } from './sport-categories.js';

describe('categoryOfSport', () => {
  it.each([
    // FIT sport and sub-sport names
    ['running', 'generic', 'run'],
    ['running', 'trail', 'trail-run'],
    ['running', 'treadmill', 'run'],
    ['cycling', 'generic', 'ride'],
    ['cycling', 'road', 'ride'],
    ['cycling', 'mountain', 'mountain-bike'],
    ['cycling', 'trail', 'mountain-bike'],
    ['cycling', 'downhill', 'mountain-bike'],
    ['cycling', 'gravel_cycling', 'gravel'],
    ['cycling', 'track', 'ride'],
    ['cycling', 'commuting', 'ride'],
    ['e_biking', 'e_bike_mountain', 'mountain-bike'],
    ['hiking', 'generic', 'hike'],
    ['walking', 'casual_walking', 'walk'],
    ['training', 'yoga', 'other'],
    ['training', 'strength_training', 'other'],
    ['fitness_equipment', 'indoor_rowing', 'other'],
    ['cross_country_skiing', 'skate_skiing', 'ski'],
    ['cross_country_skiing', 'backcountry', 'ski-touring'],
    ['alpine_skiing', 'resort', 'ski'],
    ['alpine_skiing', 'downhill', 'ski'],
    ['alpine_skiing', 'backcountry', 'ski-touring'],
    ['snowboarding', 'backcountry', 'ski-touring'],
    ['snowshoeing', null, 'snowshoe'],
    ['swimming', 'lap_swimming', 'swim'],
    ['swimming', 'open_water', 'swim'],
    ['paddling', 'whitewater', 'paddle'],
    ['kayaking', null, 'paddle'],
    ['rowing', null, 'paddle'],
    ['stand_up_paddleboarding', null, 'paddle'],
    ['canoeing', null, 'paddle'],
    ['rock_climbing', 'indoor_climbing', 'climb'],
    ['rock_climbing', 'bouldering', 'climb'],
    ['mountaineering', null, 'climb'],
    ['golf', null, 'other'],
  ] as const)('FIT %s / %s is %s', (sport, subSport, category) => {
    expect(categoryOfSport(sport, subSport)).toBe(category);
  });

  it.each([
    // TCX Sport attributes
    ['Running', 'run'],
    ['Biking', 'ride'],
    // GPX <type>: Strava and Garmin Connect write FIT-like names, Packtrail its trip activities
    ['running', 'run'],
    ['trail_running', 'trail-run'],
    ['hiking', 'hike'],
    ['cycling', 'ride'],
    ['road_biking', 'ride'],
    ['mountain_biking', 'mountain-bike'],
    ['resort_skiing_snowboarding', 'ski'],
    ['backcountry_skiing_snowboarding', 'ski-touring'],
    ['snow_shoe', 'snowshoe'],
    ['backpacking', 'hike'],
    ['bikepacking', 'ride'],
    ['trail_run', 'trail-run'],
    ['ski_touring', 'ski-touring'],
    ['paddling', 'paddle'],
    ['climbing', 'climb'],
    // Strava's sport_type
    ['Run', 'run'],
    ['TrailRun', 'trail-run'],
    ['Walk', 'walk'],
    ['Hike', 'hike'],
    ['Ride', 'ride'],
    ['MountainBikeRide', 'mountain-bike'],
    ['GravelRide', 'gravel'],
    ['EBikeRide', 'ride'],
    ['EMountainBikeRide', 'mountain-bike'],
    ['VirtualRide', 'ride'],
    ['VirtualRun', 'run'],
    ['BackcountrySki', 'ski-touring'],
    ['AlpineSki', 'ski'],
    ['NordicSki', 'ski'],
    ['Snowboard', 'ski'],
    ['Snowshoe', 'snowshoe'],
    ['Swim', 'swim'],
    ['Kayaking', 'paddle'],
    ['Canoeing', 'paddle'],
    ['Rowing', 'paddle'],
    ['StandUpPaddling', 'paddle'],
    ['RockClimbing', 'climb'],
    ['Handcycle', 'ride'],
    ['Velomobile', 'ride'],
    ['Wheelchair', 'walk'],
    ['RollerSki', 'other'],
    ['VirtualRow', 'other'],
    ['Workout', 'other'],
    ['WeightTraining', 'other'],
    ['Yoga', 'other'],
    ['Crossfit', 'other'],
    ['InlineSkate', 'other'],
    ['Surfing', 'other'],
    // Strava's bulk export, activities.csv "Activity Type"
    ['Trail Run', 'trail-run'],
    ['Mountain Bike Ride', 'mountain-bike'],
    ['Gravel Ride', 'gravel'],
    ['E-Bike Ride', 'ride'],
    ['E-Mountain Bike Ride', 'mountain-bike'],
    ['Backcountry Ski', 'ski-touring'],
    ['Alpine Ski', 'ski'],
    ['Nordic Ski', 'ski'],
    ['Stand Up Paddling', 'paddle'],
    ['Rock Climb', 'climb'],
    ['Weight Training', 'other'],
    ['Stair-Stepper', 'other'],
  ] as const)('%s is %s', (sport, category) => {
    expect(categoryOfSport(sport)).toBe(category);
  });

  it('ignores case, spaces, hyphens and underscores', () => {
    for (const spelling of [
      'trail run',
      'TRAIL-RUN',
      'Trail_Running',
      ' trailrun ',
      'trail--run',
    ]) {
      expect(categoryOfSport(spelling), spelling).toBe('trail-run');
    }
  });

  it('answers null for sports that name no category, and for unknown ones', () => {
    expect(categoryOfSport(null)).toBeNull();
    expect(categoryOfSport('')).toBeNull();
    // TCX's catch-all and FIT's generic name nothing: the owner picks.
    expect(categoryOfSport('Other')).toBeNull();
    expect(categoryOfSport('generic', 'generic')).toBeNull();
    expect(categoryOfSport('multisport')).toBeNull();
    expect(categoryOfSport('transition')).toBeNull();
    expect(categoryOfSport('quidditch')).toBeNull();
    expect(categoryOfSport('9')).toBeNull();
    // A sub-sport that names nothing leaves the sport to decide; an unknown sport stays unknown.
    expect(categoryOfSport('hiking', 'trail')).toBe('hike');
    expect(categoryOfSport('generic', 'quidditch')).toBeNull();
  });

  it('answers only the categories the app knows', () => {
    const known: readonly string[] = ACTIVITY_CATEGORIES;
    for (const name of ['hike', 'walk', 'run', 'ride', 'swim', 'paddle', 'climb', 'ski']) {
      const category = categoryOfSport(name);
      expect(category === null || known.includes(category), name).toBe(true);
    }
    // Each category's own slug names it.
    for (const category of ACTIVITY_CATEGORIES.filter((c) => c !== 'other')) {
      expect(categoryOfSport(category)).toBe(category);
    }
  });
});
