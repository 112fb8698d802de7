import { paths } from '@client/lib/paths';

/**
 * An activity's page: /track with the activity named in its query, so the spec's routes stay
 * as they are (/track/{category} is a category) and Back returns to the list.
 */
export const ACTIVITY_PARAM = 'activity';

export const activityAddress = (id: string) => paths.activity(id);
