import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VacancyStatus } from '../../../../shared/enums.js';
import { returnedRows } from '../../../database/returned-rows.js';

/** Ends the vacancies whose deadline has passed. A plain method: the scheduler triggers it
 *  (VacancyDeadlineJob), tests and scripts call it directly. */
@Injectable()
export class VacancyDeadlineService {
  constructor(private readonly db: DataSource) {}

  /** Active vacancies past their deadline at `now` become ended, ended when the deadline passed.
   *  One statement: any number of processes may run it at once, and each vacancy ends once. */
  async endExpired(now: Date = new Date()): Promise<number> {
    const rows = returnedRows(
      await this.db.query(
        `UPDATE vacancy SET status = ${VacancyStatus.Ended}, ended_at = deadline
          WHERE status = ${VacancyStatus.Active} AND deadline <= $1
          RETURNING id`,
        [now],
      ),
    );
    return rows.length;
  }
}
