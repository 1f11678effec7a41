import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNumber, Matches, Max, Min } from 'class-validator';
import { Currency } from '../../../../../shared/enums.js';

export const RATE_CURRENCIES = [Currency.Dollar, Currency.Euro, Currency.PoundSterling] as const;
export const GEL_PER_UNIT = { min: 0.0001, max: 10_000 } as const;

const rateMessage = { message: 'admin.currencyRates.gelPerUnitInvalid', context: GEL_PER_UNIT };

/** POST Admin/SetCurrencyRate. */
export class SetCurrencyRateBody {
  @ApiProperty({ enum: RATE_CURRENCIES, description: '2 US dollar, 3 euro, 4 pound sterling' })
  @IsIn(RATE_CURRENCIES, { message: 'admin.currencyRates.currencyInvalid' })
  currency: Currency;

  @ApiProperty({ minimum: GEL_PER_UNIT.min, maximum: GEL_PER_UNIT.max, description: 'GEL for one unit' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, rateMessage)
  @Min(GEL_PER_UNIT.min, rateMessage)
  @Max(GEL_PER_UNIT.max, rateMessage)
  gelPerUnit: number;

  @ApiProperty({ example: '2026-11-28', description: 'The day the rate is of; not in the future' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'admin.currencyRates.rateDateInvalid' })
  rateDate: string;
}
