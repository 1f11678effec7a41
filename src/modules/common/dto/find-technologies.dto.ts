import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class FindTechnologiesBody {
  @ApiProperty({ description: 'The text to look for technology names in', maxLength: 20000 })
  @IsString()
  @MaxLength(20000)
  // Last here, so checked first (decorators apply bottom-up; the pipe stops at the first failure):
  // a missing context gets this message, not "too long" (issue 22).
  @IsNotEmpty({ message: 'validation.contextRequired' })
  context: string;
}
