import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository } from 'typeorm';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import { DictionaryType } from '../../../shared/enums.js';
import { escapeLike } from '../../core/text/escape-like.js';
import { DictionaryCountsQuery } from './dictionary-counts.sql.js';
import type { GetDictionaryQuery } from './dto/get-dictionary.dto.js';
import { type DictionaryItemView, type ItemCounts, toDictionaryItemView } from './dto/dictionary-item.view.js';
import { DictionaryItem } from './entities/dictionary-item.entity.js';

/** Reference lists (technologies, cities, job functions ...) with their usage counts. */
@Injectable()
export class DictionaryService {
  constructor(
    @InjectRepository(DictionaryItem) private readonly items: Repository<DictionaryItem>,
    private readonly counts: DictionaryCountsQuery,
    private readonly cache: ReadCache,
  ) {}

  /** The items of the given type among `ids`; the caller compares to see which ids were unknown. */
  async itemsOfType(type: DictionaryType, ids: number[]): Promise<DictionaryItem[]> {
    if (ids.length === 0) return [];
    return this.items.find({ where: { type, id: In(ids) } });
  }

  /** Every visitor asking the same gets the same: cached (see ReadCache), keyed by the query; a
   *  company's own lists are not, as its panel shows them right after an edit. */
  getDictionary(query: GetDictionaryQuery): Promise<DictionaryItemView[]> {
    if (query.companyId !== undefined) return this.loadDictionary(query);
    return this.cache.remember(`dictionary:${JSON.stringify(query)}`, () => this.loadDictionary(query));
  }

  private async loadDictionary(query: GetDictionaryQuery): Promise<DictionaryItemView[]> {
    const builder = this.items
      .createQueryBuilder('d')
      .leftJoinAndSelect('d.parent', 'parent')
      .where('d.type IN (:...types)', { types: query.dictionaryType });
    if (query.id !== undefined) builder.andWhere('d.id = :id', { id: query.id });
    if (query.isHomeScreen) builder.andWhere('d.show_on_home');
    if (query.filter?.trim()) {
      const pattern = `%${escapeLike(query.filter.trim())}%`;
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('d.name ILIKE :pattern', { pattern })
            .orWhere('d.name_ge ILIKE :pattern', { pattern })
            .orWhere('EXISTS (SELECT 1 FROM unnest(d.aliases) alias WHERE alias ILIKE :pattern)', { pattern }),
        ),
      );
    }
    const found = await builder.orderBy('d.order_index').addOrderBy('d.id').getMany();
    const order = new Map(query.dictionaryType.map((type, index) => [type, index]));
    found.sort((a, b) => (order.get(a.type) ?? 0) - (order.get(b.type) ?? 0));

    const counts = await this.countsFor(query);
    const children = await this.childrenOf(found);
    const inScope = (item: DictionaryItem) => !query.companyId || this.isUsed(item.id, counts);
    return found
      .filter(inScope)
      .map((item) => toDictionaryItemView(item, counts, (children.get(item.id) ?? []).filter(inScope)));
  }

  /** The technologies of the dictionary, for the technology finder. */
  findTechnologies(): Promise<DictionaryItem[]> {
    return this.items.find({
      where: { type: DictionaryType.Technology },
      order: { orderIndex: 'ASC' },
      relations: { parent: true },
    });
  }

  private async countsFor(query: GetDictionaryQuery): Promise<ItemCounts> {
    const scoped = query.companyId !== undefined;
    const [vacancies, companies] = await Promise.all([
      query.activeVacancyCount || scoped
        ? this.counts.vacancyCounts(query.companyId, scoped ? undefined : query.dictionaryType)
        : null,
      query.activeCompanyCount || scoped ? this.counts.companyCounts(query.companyId) : null,
    ]);
    return { vacancies, companies };
  }

  private isUsed(id: number, counts: ItemCounts): boolean {
    return (counts.vacancies?.get(id) ?? 0) > 0 || (counts.companies?.get(id) ?? 0) > 0;
  }

  private async childrenOf(parents: DictionaryItem[]): Promise<Map<number, DictionaryItem[]>> {
    const byParent = new Map<number, DictionaryItem[]>();
    if (!parents.length) return byParent;
    const children = await this.items.find({
      where: { parentId: In(parents.map((p) => p.id)) },
      order: { orderIndex: 'ASC', id: 'ASC' },
    });
    for (const child of children) {
      const list = byParent.get(child.parentId!) ?? [];
      list.push(child);
      byParent.set(child.parentId!, list);
    }
    return byParent;
  }
}
