import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { acceptedInvitation } from '../invitations/talent-invitation.sql.js';
import { ownVacancyTechnologies } from '../../vacancy/vacancy-technologies.sql.js';
import type { AnonymousTalentView } from './anonymous-talent.view.js';
import { AnonymousTalentsService, type ProfilesViewer } from './anonymous-talents.service.js';
import { DirectoryAccessService } from './directory-access.service.js';
import type { DirectoryTalentView } from './directory-talent.view.js';
import type { SearchTalentsQuery, TalentIdQuery } from './dto/talent-search-query.dto.js';
import {
  accountOfPublicId,
  type DirectorySearch,
  revealedTalentRow,
  searchDirectory,
  shownTalentAccount,
} from './talent-directory.sql.js';

/** A company's side of the directory: the search over anonymous profiles and one profile. */
@Injectable()
export class TalentSearchService {
  constructor(
    private readonly db: DataSource,
    private readonly access: DirectoryAccessService,
    private readonly anonymous: AnonymousTalentsService,
  ) {}

  async search(
    session: AuthSession,
    query: SearchTalentsQuery,
    language: Language,
  ): Promise<Page<AnonymousTalentView>> {
    const companyId = await this.access.searchingCompany(session);
    if (query.salaryUpTo !== undefined && query.currency === undefined)
      throw AppException.validation('currency', 'talentDirectory.currencyRequired');
    if (query.minYears !== undefined && query.maxYears !== undefined && query.minYears > query.maxYears)
      throw AppException.validation('maxYears', 'talentDirectory.yearsRange');
    const viewer = await this.viewerOf(companyId, query.vacancyId);
    const { accountIds, totalCount } = await searchDirectory(this.db, companyId, this.searchOf(query), {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const items = await this.anonymous.profiles(accountIds, language, viewer);
    return { items, totalCount, page: query.page, pageSize: query.pageSize };
  }

  /** One profile: anonymous, or revealed to a company whose invitation the talent accepted (which
   *  stays so when the talent later leaves the directory). Anything else is the same 404. */
  async talent(session: AuthSession, query: TalentIdQuery, language: Language): Promise<DirectoryTalentView> {
    const companyId = await this.access.searchingCompany(session);
    const viewer = await this.viewerOf(companyId, query.vacancyId);
    const publicId = query.talentId;
    const known = await accountOfPublicId(this.db, publicId);
    const accepted = known === null ? null : await acceptedInvitation(this.db, companyId, known);
    const accountId = accepted ? known : await shownTalentAccount(this.db, publicId, companyId);
    if (accountId === null) throw AppException.notFound('talentDirectory.talentNotFound');
    const [profile] = await this.anonymous.profiles([accountId], language, viewer);
    const revealed = accepted?.application_id ? await revealedTalentRow(this.db, accountId) : null;
    return {
      ...profile,
      revealed:
        revealed && accepted?.application_id
          ? {
              fullName: revealed.full_name,
              email: revealed.email ?? '',
              phone: revealed.phone,
              linkedinUrl: revealed.linkedin_url,
              githubUrl: revealed.github_url,
              portfolioUrl: revealed.portfolio_url,
              photoUrl: revealed.photo_url,
              applicationId: accepted.application_id,
              vacancyId: accepted.vacancy_id,
            }
          : null,
    };
  }

  /** The company, and the technologies of its vacancy to compare with: any of its own vacancies,
   *  whatever its state; another's or none is the same 404. */
  private async viewerOf(companyId: number, vacancyId: number | undefined): Promise<ProfilesViewer> {
    if (vacancyId === undefined) return { companyId };
    const vacancyTechnologies = await ownVacancyTechnologies(this.db, vacancyId, companyId);
    if (vacancyTechnologies === null) throw AppException.notFound('talentDirectory.compareVacancyNotFound');
    return { companyId, vacancyTechnologies };
  }

  /** The filters as the directory's search. */
  private searchOf(query: SearchTalentsQuery): DirectorySearch {
    return {
      technologies: query.technologyIds ?? [],
      itemGroups: [query.experienceIds ?? [], query.fieldIds ?? [], query.workLocationIds ?? [], query.cityIds ?? []],
      minYears: query.minYears,
      maxYears: query.maxYears,
      salaryUpTo:
        query.salaryUpTo !== undefined && query.currency !== undefined
          ? { amount: query.salaryUpTo, currency: query.currency }
          : undefined,
    };
  }
}
