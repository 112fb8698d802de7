import { GearCategoryEntity } from '@server/gear/gear-category.entity.js';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { PhotoEntity } from '@server/photos/photo.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/** Every entity, for the application and for the TypeORM CLI's data source. */
export const entities = [UserEntity, PhotoEntity, GearCategoryEntity, GearItemEntity];
