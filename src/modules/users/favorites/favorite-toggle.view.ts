import { ApiProperty } from '@nestjs/swagger';

/** POST Users/AddRemoveFavoriteVacancy: whether the vacancy is saved now, and all the saved ones. */
export class FavoriteToggle {
  @ApiProperty()
  isFavorite: boolean;
  @ApiProperty({
    type: [Number],
    description: 'Every vacancy the talent has saved (the client rebuilds its list from these)',
  })
  favoriteVacancyIds: number[];
}
