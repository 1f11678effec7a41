import { Module } from '@nestjs/common';
import { SmartSearchController } from './smart/smart-search.controller.js';
import { SmartSearchService } from './smart/smart-search.service.js';

/** The one-box search (`Search/GetSmartSearch`). The text rules it shares with the vacancy and
 *  company searches live in ./text. */
@Module({
  controllers: [SmartSearchController],
  providers: [SmartSearchService],
})
export class SearchModule {}
