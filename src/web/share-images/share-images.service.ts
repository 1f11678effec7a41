import { Injectable } from '@nestjs/common';
import { AppErrorCode } from '../../core/errors/app-error-code.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { Language } from '../../core/i18n/language.js';
import type { BlogPost } from '../../modules/blog/content/blog-post.view.js';
import { BlogService } from '../../modules/blog/content/blog.service.js';
import { CompanyDirectoryService } from '../../modules/company/directory/company-directory.service.js';
import { VacancyPageService } from '../../modules/vacancy/search/vacancy-page.service.js';
import type { ShareCard } from './share-card.js';
import { articleCard, companyCard, siteCard, vacancyCard } from './share-cards.js';
import type { ShareImage } from './share-image-cache.js';
import { ShareImageMaker } from './share-image-maker.js';
import type { ShareSubject } from '../../../shared/share-image-urls.js';

/** The share image of a subject, under the rules of its page: only what the public may see. */
@Injectable()
export class ShareImagesService {
  constructor(
    private readonly vacancies: VacancyPageService,
    private readonly companies: CompanyDirectoryService,
    private readonly blog: BlogService,
    private readonly maker: ShareImageMaker,
  ) {}

  /** Null for an unknown subject and for one the public may not see (a draft vacancy, a hidden
   *  company, an unpublished article). */
  async imageOf(subject: ShareSubject, language: Language): Promise<ShareImage | null> {
    const card = await this.cardOf(subject, language);
    return card ? this.maker.image(card) : null;
  }

  private async cardOf(subject: ShareSubject, language: Language): Promise<ShareCard | null> {
    switch (subject.kind) {
      case 'vacancy': {
        const facts = await this.vacancies.pageFacts(subject.id);
        return facts ? vacancyCard(facts, language) : null;
      }
      case 'company': {
        const facts = await this.companies.pageFacts(subject.slug);
        return facts ? companyCard(facts, language) : null;
      }
      case 'article': {
        const post = await this.article(subject.id, language);
        return post ? articleCard(post, language) : null;
      }
      case 'site':
        return siteCard(language);
    }
  }

  /** A published article; null when there is none (a content service that cannot answer throws). */
  private async article(id: string, language: Language): Promise<BlogPost | null> {
    try {
      return await this.blog.get(id, language);
    } catch (error) {
      if (error instanceof AppException && error.code === AppErrorCode.NotFound) return null;
      throw error;
    }
  }
}
