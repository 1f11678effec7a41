import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { KeyFactType } from '../../../../shared/enums.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException, type ErrorMap } from '../../../core/errors/app.exception.js';
import { CompanyService, ownCompany } from '../company.service.js';
import { Company } from '../entities/company.entity.js';
import type { KeyFactDefinitionView, KeyFactValueView } from './company-profile.view.js';
import type { KeyFactValueBody } from './dto/key-fact.dto.js';
import { CompanyKeyFact } from './entities/company-key-fact.entity.js';
import { KeyFactDefinition } from './entities/key-fact-definition.entity.js';
import { FIRST_YEAR, MAX_KEY_FACT_NUMBER, NUMBERS_ONLY } from '../../../../shared/profile-patterns.js';

type Judgement =
  | { kind: 'invalid'; errors: ErrorMap }
  | { kind: 'delete'; keyFactId: number }
  | { kind: 'save'; value: KeyFactValueView };

export const toKeyFactValueView = (row: CompanyKeyFact): KeyFactValueView => ({
  keyFactId: row.keyFactId,
  descriptionEN: row.descriptionEn,
  descriptionGE: row.descriptionGe,
  descriptionNumber: row.descriptionNumber,
  checkedOptions: row.checkedOptions ?? [],
});

/** Key-fact definitions and companies' values, checked against the definition's type (spec point 5). */
@Injectable()
export class CompanyKeyFactsService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
  ) {}

  /** Every definition with its options, in display order (hidden ones flagged with `hide`). */
  async definitions(): Promise<KeyFactDefinitionView[]> {
    const rows = await this.loadDefinitions(this.db.manager);
    return rows.map((d) => ({
      id: d.id,
      key: d.key,
      name: d.name,
      nameGE: d.nameGe,
      keyFactType: d.keyFactType,
      isMandatory: d.isMandatory,
      hide: d.hide,
      orderIndex: d.orderIndex,
      options: (d.options ?? []).map((o) => ({ id: o.id, key: o.key, name: o.name, nameGE: o.nameGe })),
    }));
  }

  /** The public values of a company: those of hidden definitions are left out. 404 for an unknown company. */
  async valuesOfCompany(companyId: number): Promise<KeyFactValueView[]> {
    if (!(await this.db.getRepository(Company).existsBy({ id: companyId, hiddenAt: IsNull() })))
      throw AppException.notFound('companyProfile.companyNotFound');
    return this.values(this.db.manager, companyId);
  }

  /** The values of a company known to exist (hidden definitions left out), in display order. */
  async values(manager: EntityManager, companyId: number): Promise<KeyFactValueView[]> {
    const rows = await manager
      .createQueryBuilder(CompanyKeyFact, 'fact')
      .innerJoin(KeyFactDefinition, 'definition', 'definition.id = fact.key_fact_id')
      .where('fact.company_id = :companyId', { companyId })
      .andWhere('NOT definition.hide')
      .orderBy('definition.order_index')
      .addOrderBy('definition.id')
      .getMany();
    return rows.map(toKeyFactValueView);
  }

  /** POST CreateUpdateCompanyKeyFact: saves one value of the caller's company; an empty value removes it.
   *  Answers the stored value, or null when it was removed. */
  async createUpdate(session: AuthSession, item: KeyFactValueBody): Promise<KeyFactValueView | null> {
    const company = await ownCompany(this.companies, session);
    return this.db.transaction(async (manager) => {
      const [result] = await this.apply(manager, company.id, [item], '');
      return result;
    });
  }

  /** POST UpdateCompanyKeyFacts: saves several values at once, all or nothing; answers all values. */
  async updateMany(session: AuthSession, items: KeyFactValueBody[]): Promise<KeyFactValueView[]> {
    const company = await ownCompany(this.companies, session);
    return this.db.transaction(async (manager) => {
      await this.apply(manager, company.id, items, 'keyFacts');
      return this.values(manager, company.id);
    });
  }

  private async apply(manager: EntityManager, companyId: number, items: KeyFactValueBody[], listField: string) {
    const definitions = new Map((await this.loadDefinitions(manager)).map((d) => [d.id, d]));
    const errors: ErrorMap = {};
    const judgements: Judgement[] = [];
    const seen = new Set<number>();
    for (const [index, item] of items.entries()) {
      const prefix = listField ? `${listField}.${index}.` : '';
      if (seen.has(item.keyFactId)) {
        errors[`${prefix}keyFactId`] = [{ key: 'companyProfile.keyFactRepeated' }];
        continue;
      }
      seen.add(item.keyFactId);
      const judgement = judge(item, definitions.get(item.keyFactId), prefix);
      if (judgement.kind === 'invalid') Object.assign(errors, judgement.errors);
      judgements.push(judgement);
    }
    if (Object.keys(errors).length) throw new AppException(AppErrorCode.ValidationFailed, errors);

    const results: (KeyFactValueView | null)[] = [];
    for (const judgement of judgements) {
      if (judgement.kind === 'delete') {
        await manager.delete(CompanyKeyFact, { companyId, keyFactId: judgement.keyFactId });
        results.push(null);
      } else if (judgement.kind === 'save') {
        const { value } = judgement;
        await manager.upsert(
          CompanyKeyFact,
          {
            companyId,
            keyFactId: value.keyFactId,
            descriptionEn: value.descriptionEN,
            descriptionGe: value.descriptionGE,
            descriptionNumber: value.descriptionNumber,
            checkedOptions: value.checkedOptions,
          },
          ['companyId', 'keyFactId'],
        );
        results.push(value);
      }
    }
    return results;
  }

  private loadDefinitions(manager: EntityManager): Promise<KeyFactDefinition[]> {
    return manager
      .createQueryBuilder(KeyFactDefinition, 'definition')
      .leftJoinAndSelect('definition.options', 'option')
      .orderBy('definition.order_index')
      .addOrderBy('definition.id')
      .addOrderBy('option.order_index')
      .addOrderBy('option.id')
      .getMany();
  }
}

/** Checks one value against its definition: what to store, or what is wrong (fields prefixed). */
function judge(item: KeyFactValueBody, definition: KeyFactDefinition | undefined, prefix: string): Judgement {
  const invalid = (field: string, key: string, args?: Record<string, unknown>): Judgement => ({
    kind: 'invalid',
    errors: { [`${prefix}${field}`]: [{ key, args }] },
  });
  if (!definition || definition.hide) return invalid('keyFactId', 'companyProfile.keyFactUnknown');
  const keyFactId = definition.id;
  const value = (fields: Partial<KeyFactValueView>): Judgement => ({
    kind: 'save',
    value: {
      keyFactId,
      descriptionEN: null,
      descriptionGE: null,
      descriptionNumber: null,
      checkedOptions: [],
      ...fields,
    },
  });

  switch (definition.keyFactType) {
    case KeyFactType.Text: {
      const descriptionEN = item.descriptionEN ?? null;
      const descriptionGE = item.descriptionGE ?? null;
      if (descriptionEN === null && descriptionGE === null) return { kind: 'delete', keyFactId };
      return value({ descriptionEN, descriptionGE });
    }
    case KeyFactType.Number:
    case KeyFactType.Year: {
      const raw = item.descriptionNumber;
      if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
        return { kind: 'delete', keyFactId };
      const number = wholeNumber(raw);
      if (definition.keyFactType === KeyFactType.Year) {
        const currentYear = new Date().getUTCFullYear();
        if (number === null || number < FIRST_YEAR || number > currentYear) {
          return invalid('descriptionNumber', 'companyProfile.invalidYear', { min: FIRST_YEAR, max: currentYear });
        }
      } else {
        if (number === null) return invalid('descriptionNumber', 'companyProfile.numbersOnly');
        if (number > MAX_KEY_FACT_NUMBER)
          return invalid('descriptionNumber', 'companyProfile.numberTooLarge', { max: MAX_KEY_FACT_NUMBER });
      }
      return value({ descriptionNumber: number });
    }
    case KeyFactType.SingleChoice:
    case KeyFactType.MultipleChoice: {
      const chosen = new Set(item.checkedOptions ?? []);
      if (chosen.size === 0) return { kind: 'delete', keyFactId };
      const options = definition.options ?? [];
      if ([...chosen].some((id) => !options.some((option) => option.id === id))) {
        return invalid('checkedOptions', 'companyProfile.unknownOption');
      }
      if (definition.keyFactType === KeyFactType.SingleChoice && chosen.size !== 1) {
        return invalid('checkedOptions', 'companyProfile.chooseOneOption');
      }
      return value({ checkedOptions: options.filter((option) => chosen.has(option.id)).map((option) => option.id) });
    }
  }
}

/** "Numbers only": digits (a JSON number or text of digits), no sign, no fraction. */
function wholeNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw === 'string' && NUMBERS_ONLY.test(raw.trim())) return Number(raw.trim());
  return null;
}
