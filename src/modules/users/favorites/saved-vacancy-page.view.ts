import { ApiProperty } from '@nestjs/swagger';
import { TalentVacancyCard } from '../../vacancy/vacancy-list-item.sql.js';

/** GET Users/getFavoriteVacancies: a page of the talent's saved vacancies as cards, each marked
 *  when it no longer takes applications. */
export class SavedVacancyPage {
  @ApiProperty({ type: [TalentVacancyCard] })
  items: TalentVacancyCard[];
  @ApiProperty()
  totalCount: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  pageSize: number;
}
