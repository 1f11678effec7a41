import { Module } from '@nestjs/common';
import { UsersCvsModule } from './cvs/users-cvs.module.js';
import { DigestsModule } from './digests/digests.module.js';
import { UsersFavoritesModule } from './favorites/users-favorites.module.js';
import { UsersProfileModule } from './profile/users-profile.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

/** The talent's side of `/api/Users`: profile, last CV, favourite vacancies, subscriptions and the
 *  digests sent from them (applying to a vacancy is the Vacancy module's applications/). */
@Module({
  imports: [UsersProfileModule, UsersCvsModule, UsersFavoritesModule, SubscriptionsModule, DigestsModule],
})
export class UsersModule {}
