import { ApiProperty } from '@nestjs/swagger';
import { IsRequiredId } from '../../../vacancy/applications/dto/application-fields.rules.js';

export class CompanyIdQuery {
  @ApiProperty()
  @IsRequiredId('subscriptions.companyIdRequired', 'subscriptions.companyIdInvalid')
  companyId: number;
}

export class SubscriptionIdQuery {
  @ApiProperty({ description: 'The id of a saved search' })
  @IsRequiredId('subscriptions.subscriptionIdRequired', 'subscriptions.subscriptionIdInvalid')
  subscriptionId: number;
}
