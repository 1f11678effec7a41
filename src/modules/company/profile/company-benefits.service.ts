import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { DictionaryType } from '../../../../shared/enums.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { DictionaryService } from '../../common/dictionary.service.js';
import { CompanyService, ownCompany } from '../company.service.js';
import { Company } from '../entities/company.entity.js';
import type { ProfileBenefitGroupView, ProfileBenefitView } from './company-profile.view.js';
import { CompanyBenefit } from './entities/company-choices.entity.js';

interface BenefitRow {
  id: number;
  name: string;
  name_ge: string;
  description: string | null;
  description_ge: string | null;
  icon_url: string | null;
  parent_id: number | null;
  order_index: number;
}

const toBenefitView = (row: BenefitRow): ProfileBenefitView => ({
  id: row.id,
  name: row.name,
  nameGE: row.name_ge,
  description: row.description,
  descriptionGE: row.description_ge,
  iconUrl: row.icon_url,
});

/** The benefits a company offers. */
@Injectable()
export class CompanyBenefitsService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly dictionaries: DictionaryService,
  ) {}

  /** Replaces the caller's benefits (groups or sub-benefits; an empty list clears them). */
  async update(session: AuthSession, benefitIds: number[]): Promise<MessageRef> {
    const company = await ownCompany(this.companies, session);
    const ids = [...new Set(benefitIds)];
    const found = await this.dictionaries.itemsOfType(DictionaryType.Benefit, ids);
    if (found.length !== ids.length) {
      throw new AppException(AppErrorCode.ValidationFailed, {
        _: [{ key: 'companyProfile.benefitsUpdateFailed' }],
        benefitIds: [{ key: 'companyProfile.unknownBenefit' }],
      });
    }
    await this.db.transaction(async (manager) => {
      await manager.delete(CompanyBenefit, { companyId: company.id });
      if (ids.length)
        await manager.insert(
          CompanyBenefit,
          ids.map((benefitId) => ({ companyId: company.id, benefitId })),
        );
    });
    return { key: 'companyProfile.benefitsUpdated' };
  }

  /** GET Benefits/GetCompanyBenefits/{id}: 404 for an unknown company. */
  async benefitsOfCompany(companyId: number): Promise<ProfileBenefitGroupView[]> {
    if (!(await this.db.getRepository(Company).existsBy({ id: companyId, hiddenAt: IsNull() })))
      throw AppException.notFound('companyProfile.companyNotFound');
    return this.benefits(this.db.manager, companyId);
  }

  /** A company's benefits grouped by their parent benefit, in the dictionary's order. */
  async benefits(manager: EntityManager, companyId: number): Promise<ProfileBenefitGroupView[]> {
    const columns = `d.id, d.name, d.name_ge, d.description, d.description_ge, d.icon_url, d.parent_id, d.order_index`;
    const chosen: BenefitRow[] = await manager.query(
      `SELECT ${columns} FROM company_benefit cb JOIN dictionary_item d ON d.id = cb.benefit_id
        WHERE cb.company_id = $1 ORDER BY d.order_index, d.id`,
      [companyId],
    );
    const chosenIds = new Set(chosen.map((row) => row.id));
    const missingParents = [
      ...new Set(chosen.map((row) => row.parent_id).filter((id): id is number => id !== null && !chosenIds.has(id))),
    ];
    const parents: BenefitRow[] = missingParents.length
      ? await manager.query(`SELECT ${columns} FROM dictionary_item d WHERE d.id = ANY($1::int[])`, [missingParents])
      : [];

    const groups = new Map<number, ProfileBenefitGroupView & { order: number }>();
    for (const row of [...chosen, ...parents]) {
      if (row.parent_id !== null) continue;
      groups.set(row.id, {
        ...toBenefitView(row),
        selected: chosenIds.has(row.id),
        subBenefits: [],
        order: row.order_index,
      });
    }
    for (const row of chosen) {
      if (row.parent_id !== null) groups.get(row.parent_id)?.subBenefits.push(toBenefitView(row));
    }
    return [...groups.values()]
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map(({ order: _order, ...group }) => group);
  }
}
