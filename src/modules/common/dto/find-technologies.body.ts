import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class FindTechnologiesBody {
  @ApiProperty({ description: 'The text to look for technology names in', maxLength: 20000 })
  @IsString()
  @MaxLength(20000)
  context: string;
}
