import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TALENT_DIRECTORY_LIMITS } from '../../../../shared/talent-directory-limits.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { companyRefsWithLogos, existingCompanyIds } from '../../company/company.sql.js';
import { AnonymousTalentsService } from './anonymous-talents.service.js';
import type { UpdateTalentDirectoryBody } from './dto/talent-directory.dto.js';
import type { TalentDirectoryView } from './talent-directory.view.js';
import {
  directorySettings,
  hiddenCompanyIds,
  hideFromCompany,
  saveDirectorySettings,
  unhideFromCompany,
} from './talent-directory.sql.js';

/** The talent's side of the directory: opting in, what the profile shows, the companies that must
 *  never see it. Turning it off hides the profile at once; accepted invitations stay as they are. */
@Injectable()
export class TalentDirectoryService {
  constructor(
    private readonly db: DataSource,
    private readonly anonymous: AnonymousTalentsService,
  ) {}

  async settings(session: AuthSession, language: Language): Promise<TalentDirectoryView> {
    const settings = await directorySettings(this.db, session.accountId);
    const hiddenIds = await hiddenCompanyIds(this.db, session.accountId);
    const companies = new Map(
      (await companyRefsWithLogos(this.db, hiddenIds)).map((row) => [Number(row.company_id), row]),
    );
    const [preview] = await this.anonymous.profiles([session.accountId], language);
    return {
      visible: settings.visible,
      showSalary: settings.showSalary,
      experienceYears: settings.experienceYears,
      hiddenCompanies: hiddenIds.flatMap((id) => {
        const company = companies.get(id);
        return company
          ? [
              {
                id,
                name: company.company_name,
                transformedName: company.company_transformed_name,
                logoUrl: company.company_small_image_url ?? company.company_image_url,
              },
            ]
          : [];
      }),
      preview,
    };
  }

  async update(
    session: AuthSession,
    body: UpdateTalentDirectoryBody,
    language: Language,
  ): Promise<TalentDirectoryView> {
    await saveDirectorySettings(this.db, session.accountId, {
      visible: body.visible,
      showSalary: body.showSalary,
      experienceYears: body.experienceYears ?? null,
    });
    return this.settings(session, language);
  }

  async hide(session: AuthSession, companyId: number, language: Language): Promise<TalentDirectoryView> {
    if ((await existingCompanyIds(this.db, [companyId])).length === 0)
      throw AppException.validation('companyId', 'talentDirectory.companyInvalid');
    const hidden = await hiddenCompanyIds(this.db, session.accountId);
    if (!hidden.includes(companyId) && hidden.length >= TALENT_DIRECTORY_LIMITS.hiddenCompanies)
      throw AppException.validation('companyId', 'talentDirectory.tooManyHidden', {
        max: TALENT_DIRECTORY_LIMITS.hiddenCompanies,
      });
    await hideFromCompany(this.db, session.accountId, companyId);
    return this.settings(session, language);
  }

  async unhide(session: AuthSession, companyId: number, language: Language): Promise<TalentDirectoryView> {
    await unhideFromCompany(this.db, session.accountId, companyId);
    return this.settings(session, language);
  }
}
