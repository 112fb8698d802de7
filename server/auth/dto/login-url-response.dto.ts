import { ApiProperty } from '@nestjs/swagger';

export class LoginUrlResponseDto {
  @ApiProperty({
    description:
      "The provider's authorization URL (PKCE S256); its state is the base64 of the return path.",
  })
  loginUrl: string;
}
