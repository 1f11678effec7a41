import { ApiProperty } from '@nestjs/swagger';
import { Currency } from '../../../../shared/enums.js';

export class AdminCurrencyRate {
  @ApiProperty({ enum: Currency })
  currency: number;
  @ApiProperty()
  gelPerUnit: number;
  @ApiProperty({ example: '2026-11-28' })
  rateDate: string;
  @ApiProperty()
  updatedAt: string;
}
