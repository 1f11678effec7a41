import { ApiProperty } from '@nestjs/swagger';
import type { MatchVerdict, SalaryVerdict, VacancyMatch } from '../../../../shared/match/vacancy-match.js';

const MATCH_VERDICTS: MatchVerdict[] = ['full', 'partial', 'unknown', 'none'];
const SALARY_VERDICTS: SalaryVerdict[] = ['overlaps', 'above', 'below', 'unknown'];

export class VacancyMatchTechnologies {
  @ApiProperty({ type: [Number], description: "The vacancy's technologies the talent has, in the card's order" })
  commonIds: number[];
  @ApiProperty({ type: [Number], description: "The vacancy's technologies the talent does not have" })
  missingIds: number[];
}

/** The `VacancyMatch` of shared/match/vacancy-match.ts as the OpenAPI document describes it. */
export class VacancyMatchView implements VacancyMatch {
  @ApiProperty({ minimum: 0, maximum: 100, description: 'How well the vacancy fits the talent, 0–100' })
  score: number;
  @ApiProperty({ type: VacancyMatchTechnologies })
  technologies: VacancyMatchTechnologies;
  @ApiProperty({
    enum: MATCH_VERDICTS,
    description: 'full: the same level; partial: adjacent; none: further apart; unknown: one side not given',
  })
  level: MatchVerdict;
  @ApiProperty({ enum: MATCH_VERDICTS, description: 'A work format (on-site, remote, hybrid) the talent wants' })
  workFormat: MatchVerdict;
  @ApiProperty({
    enum: MATCH_VERDICTS,
    description: 'A city the talent wants (a remote vacancy fits every city)',
  })
  city: MatchVerdict;
  @ApiProperty({
    enum: SALARY_VERDICTS,
    description:
      "The vacancy's shown salary against the talent's desired one, both in GEL; the desired figure itself is never answered",
  })
  salary: SalaryVerdict;
}
