import { ApiProperty } from '@nestjs/swagger';
import { APPLICANT_COUNT_STEPS, type PublicApplicantCount } from './applicant-count.js';

/** `applicants` in the GetVacancy answer (applicant-count.ts). */
export class ApplicantCount implements PublicApplicantCount {
  @ApiProperty({
    description:
      `Applications to the vacancy, whatever their status (an application leaves the count only with its talent's deleted account). ` +
      `Exact from 0 to ${APPLICANT_COUNT_STEPS[0] - 1}; from ${APPLICANT_COUNT_STEPS[0]} on, the step reached (${APPLICANT_COUNT_STEPS.join(', ')}), never the exact figure. ` +
      `Anonymous answers are cached up to READ_CACHE_SECONDS, so a new application may show that much later.`,
    example: 12,
  })
  count!: number;

  @ApiProperty({ description: `True when count is a step, shown as "${APPLICANT_COUNT_STEPS[0]}+"`, example: false })
  orMore!: boolean;
}
