import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A personal API key, with which a phone app or a script uploads activity files for its owner
 * (and does nothing else). The key itself is shown once, when made; only its SHA-256 is kept
 * (a random 256-bit secret needs no slow hash) and its first characters, to tell keys apart.
 */
@Entity({ name: 'api_keys' })
@Index('IDX_api_keys_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('UQ_api_keys_hash', ['keyHash'], { unique: true })
@Check('CHK_api_keys_name', `length("name") BETWEEN 1 AND 100`)
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_api_keys_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  /** The key's first characters ('pt_Ab3dE9'), shown in the list to tell keys apart. */
  @Column({ type: 'text' })
  prefix: string;

  /** Hex SHA-256 of the whole key. */
  @Column({ name: 'key_hash', type: 'text' })
  keyHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When it last uploaded something (kept to the minute); null if never. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
