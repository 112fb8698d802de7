import { ApiProperty } from '@nestjs/swagger';

/** Who a public page belongs to: only what the page shows of them. */
export class PublicOwnerDto {
  @ApiProperty({ example: 'ada', description: 'Lowercase, as in the page’s address.' })
  username: string;

  @ApiProperty({ example: 'Ada L.', description: 'First name and the initial of the last.' })
  displayName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/public/photos/{id}',
    description: 'The avatar, served to anyone; null without one.',
  })
  avatarUrl: string | null;

  @ApiProperty({ description: 'Whether /u/{username} answers (a link to it may be shown).' })
  profilePublic: boolean;

  @ApiProperty({ description: 'Whether search engines may index the page (noindex otherwise).' })
  searchIndexing: boolean;
}
