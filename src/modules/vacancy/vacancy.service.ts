import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page } from '../../core/envelope/envelope.js';
import { firstPage } from '../../core/pagination/page.js';
import { Vacancy } from './entities/vacancy.entity.js';
import { toVacancyListItem, type VacancyListItem } from './vacancy-list-item.js';
import { openVacancyCondition } from './vacancy-visibility.js';

/** Vacancies. Grows with the vacancies issue (publishing, search, applications). */
@Injectable()
export class VacancyService {
  constructor(@InjectRepository(Vacancy) private readonly vacancies: Repository<Vacancy>) {}

  /** The open vacancies published last, newest first, for the landing page. */
  async latestVacancies(pageSize: number): Promise<Page<VacancyListItem>> {
    const [rows, totalCount] = await this.vacancies
      .createQueryBuilder('v')
      .innerJoinAndSelect('v.company', 'company')
      .leftJoinAndSelect('v.city', 'city')
      .where(openVacancyCondition('v'))
      .orderBy('v.publishedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('v.id', 'DESC')
      .limit(pageSize) // only many-to-one joins: one row per vacancy
      .getManyAndCount();
    return firstPage(rows.map(toVacancyListItem), totalCount, pageSize);
  }
}
