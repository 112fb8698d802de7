import type { RoutePoint } from '@domain/route/route-profile';
import type { ApiSchema } from '@client/lib/api/schema';

/**
 * What the activities API answers and takes: the server's DTOs, generated. OpenAPI writes the
 * route's tuples as plain arrays; the contract's shapes are put back here, as for trips.
 */
type SummaryWire = ApiSchema<'ActivitySummaryDto'>;
type DetailWire = ApiSchema<'ActivityDetailDto'>;
type PageWire = ApiSchema<'ActivityPageDto'>;

export type ActivityCategory = ApiSchema<'ActivityCategory'>;

export type ActivitySummary = Omit<SummaryWire, 'preview'> & { preview: [number, number][] };

export type ActivityRoute = Omit<NonNullable<DetailWire['route']>, 'points'> & {
  points: RoutePoint[];
};

export type ActivityDetail = Omit<DetailWire, 'preview' | 'route'> & {
  preview: [number, number][];
  route: ActivityRoute | null;
};

export type ActivityPage = Omit<PageWire, 'activities'> & { activities: ActivitySummary[] };

export type ActivityOverview = ApiSchema<'ActivityOverviewDto'>;
export type ActivityTotals = ApiSchema<'ActivityTotalsDto'>;
export type ActivityDay = ApiSchema<'ActivityDayDto'>;
export type NewActivity = ApiSchema<'CreateActivityDto'>;
export type ActivityChanges = ApiSchema<'UpdateActivityDto'>;
export type ActivitySplit = ApiSchema<'ActivitySplitDto'>;
