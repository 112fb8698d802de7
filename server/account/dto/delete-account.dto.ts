import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The body of POST /api/account/delete: the spec's second form, one confirmation string. */
export class DeleteAccountDto {
  @ApiProperty({
    maxLength: 320,
    description:
      'The account’s email address or username, typed exactly (spaces around it are ignored).',
  })
  @IsString({ message: 'confirmation must be text' })
  @MaxLength(320)
  confirmation: string;
}
