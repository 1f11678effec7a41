import { Injectable } from '@nestjs/common';
import { DictionaryService } from './dictionary.service.js';
import { type DictionaryItemView, toDictionaryItemView } from './dto/dictionary-item.view.js';
import { createTechnologyMatcher } from './technology-matcher.js';

/** Finds the dictionary's technologies named in a text (a vacancy description, a CV summary). */
@Injectable()
export class TechnologyFinderService {
  constructor(private readonly dictionary: DictionaryService) {}

  async findInContext(context: string): Promise<DictionaryItemView[]> {
    const technologies = await this.dictionary.findTechnologies();
    const ids = createTechnologyMatcher(technologies)(context);
    const byId = new Map(technologies.map((t) => [t.id, t]));
    return ids.map((id) => toDictionaryItemView(byId.get(id)!));
  }
}
