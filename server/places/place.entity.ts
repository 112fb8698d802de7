import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { MarkerChecks, MarkerColumns } from '@server/common/marker-columns.js';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A place the user saved on the map: a name, a note and a marker (its position, colour and icon:
 * MarkerColumns). Constraint names are the migration's.
 */
@Entity({ name: 'places' })
@Index('IDX_places_owner_created', ['ownerId', 'createdAt', 'id'])
@Check('CHK_places_name', `length("name") BETWEEN 1 AND 200`)
@Check('CHK_places_note', `length("note") <= 2000`)
@MarkerChecks('places')
export class PlaceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_places_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column(() => MarkerColumns, { prefix: false })
  marker: MarkerColumns;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
