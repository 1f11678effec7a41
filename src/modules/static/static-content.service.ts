import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StaticContentType } from '../../../shared/enums.js';
import { AppException } from '../../core/errors/app.exception.js';
import { FaqItem } from './entities/faq-item.entity.js';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import { HeroContent } from './entities/hero-content.entity.js';
import { StaticPage } from './entities/static-page.entity.js';
import type { AboutUsView, HeroView, StaticDataView } from './static-content.view.js';

/** Texts staff maintain: static pages, the hero, the FAQ. */
@Injectable()
export class StaticContentService {
  constructor(
    @InjectRepository(StaticPage) private readonly pages: Repository<StaticPage>,
    @InjectRepository(HeroContent) private readonly heroes: Repository<HeroContent>,
    @InjectRepository(FaqItem) private readonly faqItems: Repository<FaqItem>,
    private readonly cache: ReadCache,
  ) {}

  async staticData(type: StaticContentType): Promise<StaticDataView> {
    const page = await this.pages.findOneBy({ type });
    if (!page) throw AppException.notFound();
    return {
      type: page.type,
      titleEN: page.titleEn,
      titleGE: page.titleGe,
      descriptionEN: page.contentEn,
      descriptionGE: page.contentGe,
      updatedAt: page.updatedAt,
    };
  }

  async hero(): Promise<HeroView> {
    const hero = await this.cache.remember('hero', () => this.heroes.findOneBy({ id: 1 }));
    if (!hero) throw AppException.notFound();
    return {
      titleEN: hero.titleEn,
      titleGE: hero.titleGe,
      textEN: hero.textEn,
      textGE: hero.textGe,
      imageUrl: hero.imageUrl,
    };
  }

  async aboutUs(): Promise<AboutUsView> {
    const about = await this.staticData(StaticContentType.AboutUs);
    const faq = await this.faqItems.find({ order: { category: 'ASC', orderIndex: 'ASC', id: 'ASC' } });
    return {
      descriptionEN: about.descriptionEN,
      descriptionGE: about.descriptionGE,
      faqList: faq.map((item) => ({
        id: item.id,
        category: item.category,
        questionEN: item.questionEn,
        questionGE: item.questionGe,
        answerEN: item.answerEn,
        answerGE: item.answerGe,
      })),
    };
  }
}
