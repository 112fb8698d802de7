import { UserEntity } from '@server/users/user.entity.js';

/** Every entity, for the application and for the TypeORM CLI's data source. */
export const entities = [UserEntity];
