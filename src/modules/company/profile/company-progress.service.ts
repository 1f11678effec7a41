import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { type MessageRef, translate } from '../../../core/i18n/translator.js';
import { CompanyService, ownCompany } from '../company.service.js';
import { Company } from '../entities/company.entity.js';
import type { CompanyProgress } from './company-profile.view.js';

interface Facts {
  company: Company;
  technologies: number;
  benefits: number;
  phoneNumber: string | null;
  email: string | null;
  website: string | null;
  mandatoryKeyFacts: { key: string; name: string; name_ge: string; done: boolean }[];
}

/**
 * THE checklist of a complete company profile, in display order. Every line weighs the same; the
 * profile is at 100 percent only when every line is done. Mandatory key facts (those not hidden)
 * each make a line of their own.
 */
function checklist(
  facts: Facts,
): { key: string; name: MessageRef | ((language: Language) => string); done: boolean }[] {
  const { company } = facts;
  const filled = (text: string | null | undefined) => !!text && text.trim() !== '';
  return [
    {
      key: 'profileImage',
      name: { key: 'companyProfile.progress.profileImage' },
      done: filled(company.profileImageUrl),
    },
    { key: 'coverImage', name: { key: 'companyProfile.progress.coverImage' }, done: filled(company.coverImageUrl) },
    { key: 'aboutEn', name: { key: 'companyProfile.progress.aboutEn' }, done: filled(company.about) },
    { key: 'aboutGe', name: { key: 'companyProfile.progress.aboutGe' }, done: filled(company.aboutGe) },
    { key: 'tagline', name: { key: 'companyProfile.progress.tagline' }, done: filled(company.tagline) },
    { key: 'teamSize', name: { key: 'companyProfile.progress.teamSize' }, done: filled(company.teamSize) },
    ...facts.mandatoryKeyFacts.map((fact) => ({
      key: `keyFact.${fact.key}`,
      name: (language: Language) =>
        translate(language, {
          key: 'companyProfile.progress.keyFact',
          args: { name: localized(language, fact.name, fact.name_ge) },
        }),
      done: fact.done,
    })),
    { key: 'technologies', name: { key: 'companyProfile.progress.technologies' }, done: facts.technologies > 0 },
    { key: 'benefits', name: { key: 'companyProfile.progress.benefits' }, done: facts.benefits > 0 },
    {
      key: 'contact',
      name: { key: 'companyProfile.progress.contact' },
      done: filled(facts.phoneNumber) || filled(facts.email),
    },
    { key: 'website', name: { key: 'companyProfile.progress.website' }, done: filled(facts.website) },
  ];
}

/** How complete a company's profile is. The vacancy rules use it: a company may publish vacancies
 *  once it is verified or its profile is at 100 percent (spec point 4). */
@Injectable()
export class CompanyProgressService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
  ) {}

  /** GET Company/getCompanyProgress: the caller's own company. */
  async progressOfCaller(session: AuthSession, language: Language): Promise<CompanyProgress> {
    const company = await ownCompany(this.companies, session);
    return this.progressOf(company.id, language);
  }

  /** The progress of any company (404 when there is none with this id); names in `language`. */
  async progressOf(companyId: number, language: Language = 'en'): Promise<CompanyProgress> {
    const facts = await this.factsOf(companyId);
    const items = checklist(facts).map((item) => ({
      key: item.key,
      name: typeof item.name === 'function' ? item.name(language) : translate(language, item.name),
      done: item.done,
    }));
    const done = items.filter((item) => item.done).length;
    return { progress: Math.floor((done * 100) / items.length), progressList: items };
  }

  /** Spec point 4: the vacancy section opens to a verified company or one whose profile is complete. */
  async mayPublishVacancies(companyId: number): Promise<boolean> {
    const company = await this.db.getRepository(Company).findOneBy({ id: companyId });
    if (!company) return false;
    return company.isVerified || (await this.progressOf(companyId)).progress === 100;
  }

  private async factsOf(companyId: number): Promise<Facts> {
    const company = await this.db.getRepository(Company).findOneBy({ id: companyId });
    if (!company) throw AppException.notFound('companyProfile.companyNotFound');
    const [counts] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM company_technology WHERE company_id = $1) AS technologies,
              (SELECT count(*)::int FROM company_benefit WHERE company_id = $1) AS benefits`,
      [companyId],
    );
    const [contact] = await this.db.query(
      `SELECT phone_number, email, website FROM company_contact WHERE company_id = $1`,
      [companyId],
    );
    const mandatoryKeyFacts = await this.db.query(
      `SELECT d.key, d.name, d.name_ge,
              EXISTS (SELECT 1 FROM company_key_fact f WHERE f.company_id = $1 AND f.key_fact_id = d.id) AS done
         FROM key_fact_definition d
        WHERE d.is_mandatory AND NOT d.hide
        ORDER BY d.order_index, d.id`,
      [companyId],
    );
    return {
      company,
      technologies: counts.technologies,
      benefits: counts.benefits,
      phoneNumber: contact?.phone_number ?? null,
      email: contact?.email ?? null,
      website: contact?.website ?? null,
      mandatoryKeyFacts,
    };
  }
}
