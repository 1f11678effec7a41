import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { DictionaryType } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { DictionaryService } from '../../common/dictionary.service.js';
import { CompanyService, ownCompany } from '../company.service.js';
import type { CompanyTechnologyView } from './company-profile.view.js';
import { CompanyTechnology } from './entities/company-choices.entity.js';

/** The technologies a company works with. */
@Injectable()
export class CompanyTechnologiesService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly dictionaries: DictionaryService,
  ) {}

  /** Replaces the caller's technologies (an empty list clears them). Every id must be a technology. */
  async update(session: AuthSession, technologyIds: number[]): Promise<MessageRef> {
    const company = await ownCompany(this.companies, session);
    const ids = [...new Set(technologyIds)];
    const found = await this.dictionaries.itemsOfType(DictionaryType.Technology, ids);
    if (found.length !== ids.length) throw AppException.validation('technologyIds', 'companyProfile.unknownTechnology');
    await this.db.transaction(async (manager) => {
      await manager.delete(CompanyTechnology, { companyId: company.id });
      if (ids.length)
        await manager.insert(
          CompanyTechnology,
          ids.map((technologyId) => ({ companyId: company.id, technologyId })),
        );
    });
    return { key: 'companyProfile.updated' };
  }

  /** A company's technologies, by category order then the technology's own order. */
  async technologies(manager: EntityManager, companyId: number): Promise<CompanyTechnologyView[]> {
    const rows: {
      id: number;
      name: string;
      name_ge: string;
      icon_url: string | null;
      parent_id: number | null;
      parent_name: string | null;
      parent_name_ge: string | null;
    }[] = await manager.query(
      `SELECT d.id, d.name, d.name_ge, d.icon_url, p.id AS parent_id, p.name AS parent_name, p.name_ge AS parent_name_ge
         FROM company_technology ct
         JOIN dictionary_item d ON d.id = ct.technology_id
         LEFT JOIN dictionary_item p ON p.id = d.parent_id
        WHERE ct.company_id = $1
        ORDER BY p.order_index NULLS LAST, p.id, d.order_index, d.id`,
      [companyId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameGE: row.name_ge,
      iconUrl: row.icon_url,
      parentDictionary:
        row.parent_id === null ? null : { id: row.parent_id, name: row.parent_name!, nameGE: row.parent_name_ge! },
    }));
  }
}
