import { Param, type PipeTransform } from '@nestjs/common';
import { notFound } from '@server/common/errors.js';
import { isActivityCategory, type ActivityCategory } from '@server/domain/activity-categories.js';

/** A category's slug in a path; one that names none is Not Found, as the page is. */
class CategoryPipe implements PipeTransform<string, ActivityCategory> {
  transform(value: string): ActivityCategory {
    if (!isActivityCategory(value)) {
      throw notFound('ACTIVITY_CATEGORY_NOT_FOUND', `No such category: ${value.slice(0, 40)}`);
    }
    return value;
  }
}

export const CategoryParam = (name = 'category') => Param(name, new CategoryPipe());
