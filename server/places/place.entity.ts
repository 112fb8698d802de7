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
import type { MarkerIcon } from '@server/domain/map-markers.js';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A place the user saved on the map. The position is two `double precision` columns in decimal
 * degrees: a JavaScript number is a double, so what the client sends reads back bit for bit
 * (PostgreSQL writes floats in their shortest exact form), and 15 significant digits are far
 * below a millimetre. Constraint names are the migration's.
 */
@Entity({ name: 'places' })
@Index('IDX_places_owner_created', ['ownerId', 'createdAt', 'id'])
@Check('CHK_places_name', `length("name") BETWEEN 1 AND 200`)
@Check('CHK_places_note', `length("note") <= 2000`)
@Check('CHK_places_latitude', `"latitude" BETWEEN -90 AND 90`)
@Check('CHK_places_longitude', `"longitude" BETWEEN -180 AND 180`)
@Check('CHK_places_color', `"color" ~ '^#[0-9a-f]{6}$'`)
@Check(
  'CHK_places_icon',
  `"icon" IN ('camp', 'water', 'resupply', 'parking', 'summit', 'hut', 'viewpoint', 'danger', 'start', 'finish', 'photo', 'generic')`,
)
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

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  /** `#rrggbb`, lower case. */
  @Column({ type: 'text' })
  color: string;

  @Column({ type: 'text' })
  icon: MarkerIcon;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
