import { ApiProperty } from '@nestjs/swagger';
import { Currency } from '../../../shared/enums.js';
import { DictionaryRef } from '../vacancy/vacancy-list-item.sql.js';

/** A dictionary item: `name` in the request's language, `nameGE` the Georgian. */
export class SalaryItem extends DictionaryRef {}

export class SalaryQuarter {
  @ApiProperty({ example: '2026-Q3' })
  quarter: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null when the quarter has fewer than 5 sources' })
  median: number | null;
  @ApiProperty()
  sampleCount: number;
}

/** One source's figure of a group, in GEL a month. */
export class SalaryFigure {
  @ApiProperty()
  median: number;
  @ApiProperty()
  p25: number;
  @ApiProperty()
  p75: number;
  @ApiProperty({ description: 'Vacancies or talents counted' })
  sampleCount: number;
  @ApiProperty({ description: 'Distinct companies (vacancies) or talents' })
  sourceCount: number;
  @ApiProperty({ type: [SalaryQuarter], description: 'The last four calendar quarters, oldest first' })
  quarters: SalaryQuarter[];
}

export class SalaryPair {
  @ApiProperty({ type: SalaryFigure, nullable: true })
  vacancies: SalaryFigure | null;
  @ApiProperty({ type: SalaryFigure, nullable: true })
  talents: SalaryFigure | null;
}

export class SalaryRow extends SalaryPair {
  @ApiProperty({ type: SalaryItem })
  item: SalaryItem;
}

export class SalaryRateView {
  @ApiProperty({ enum: Currency })
  currency: number;
  @ApiProperty()
  gelPerUnit: number;
  @ApiProperty({ example: '2026-11-28' })
  rateDate: string;
}

export class SalaryInsightsView {
  @ApiProperty({ type: String, nullable: true, description: 'The last run; null before the first' })
  computedAt: string | null;
  @ApiProperty({ type: [SalaryRateView] })
  rates: SalaryRateView[];
  @ApiProperty({ type: SalaryItem, nullable: true })
  technology: SalaryItem | null;
  @ApiProperty({ type: SalaryItem, nullable: true })
  level: SalaryItem | null;
  @ApiProperty({ type: SalaryItem, nullable: true })
  city: SalaryItem | null;
  @ApiProperty({ type: SalaryPair, description: 'Exactly the filters’ group' })
  figure: SalaryPair;
  @ApiProperty({ type: [SalaryRow], description: 'Without a technology filter: per technology, highest median first' })
  byTechnology: SalaryRow[];
  @ApiProperty({ type: [SalaryRow], description: 'Without a level filter: per level, in the levels’ order' })
  byLevel: SalaryRow[];
  @ApiProperty({ type: [SalaryRow], description: 'Without a city filter: per city, highest sample count first' })
  byCity: SalaryRow[];
}

/** The answer of Admin/RecomputeSalaryInsights. */
export class SalaryRecomputeView {
  @ApiProperty()
  computedAt: string;
}
