import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VacancyStatus } from '../../../shared/enums.js';

export interface VacancyOwner {
  companyId: number;
  /** A draft is seen only by its own company (preview); the public never reaches its page. */
  isDraft: boolean;
}

/** Which company a vacancy belongs to, for other modules (the company statistics count a vacancy
 *  page visit for the vacancy's company). */
@Injectable()
export class VacancyOwnerQuery {
  constructor(private readonly db: DataSource) {}

  async ownerOf(vacancyId: number): Promise<VacancyOwner | null> {
    const [row]: { company_id: number; status: number }[] = await this.db.query(
      'SELECT company_id, status FROM vacancy WHERE id = $1',
      [vacancyId],
    );
    return row ? { companyId: row.company_id, isDraft: row.status === VacancyStatus.Draft } : null;
  }
}
