import { ENGLISH_TEXT, GEORGIAN_OR_ENGLISH_TEXT } from '../../../../shared/profile-patterns.js';
import { documentFromText, parseEditorDocument } from '../../../modules/vacancy/description/editor-document.js';
import { MAX_VACANCY_TECHNOLOGIES } from '../../../modules/vacancy/management/dto/company-vacancy.dto.js';
import { VACANCY_TITLE_MAX_LENGTH } from '../../../modules/vacancy/management/vacancy-rules.js';
import {
  benefits,
  cities,
  employmentTypes,
  experienceLevels,
  jobFunctions,
  technologies,
  workLocations,
} from '../reference/index.js';
import { demoCompanies } from './companies.js';
import { type DemoVacancy, demoVacancies } from './vacancies.js';

const keys = (items: { key: string }[]) => new Set(items.map((item) => item.key));
const stateOf = (v: DemoVacancy) =>
  v.status === 'draft'
    ? 'draft'
    : v.status === 'ended'
      ? 'ended'
      : v.review === undefined
        ? 'open'
        : typeof v.review === 'string'
          ? 'pending'
          : 'rejected';
const companyOf = (v: DemoVacancy) => demoCompanies.find((c) => c.key === v.companyKey)!;

describe('demo vacancies', () => {
  it('are about sixty across every demo company, in every state', () => {
    expect(demoVacancies.length).toBeGreaterThanOrEqual(55);
    expect(new Set(demoVacancies.map((v) => v.key)).size).toBe(demoVacancies.length);
    for (const company of demoCompanies)
      expect([company.key, demoVacancies.some((v) => v.companyKey === company.key)]).toEqual([company.key, true]);
    const count = (state: string) => demoVacancies.filter((v) => stateOf(v) === state).length;
    expect(count('open')).toBeGreaterThanOrEqual(35);
    expect(count('ended')).toBeGreaterThanOrEqual(5);
    expect(count('draft')).toBeGreaterThanOrEqual(3);
    expect(count('pending')).toBeGreaterThanOrEqual(2);
    expect(count('rejected')).toBeGreaterThanOrEqual(1);
    // The demo company login sees every list filled.
    const kartuli = demoVacancies.filter((v) => v.companyKey === 'kartuli-code').map(stateOf);
    expect(new Set(kartuli)).toEqual(new Set(['open', 'ended', 'draft']));
  });

  it("keep review mode to unverified companies and a company's titles distinct", () => {
    for (const v of demoVacancies.filter((v) => v.review !== undefined)) {
      expect([v.key, companyOf(v).isVerified]).toEqual([v.key, false]);
    }
    for (const company of demoCompanies) {
      const titles = demoVacancies.filter((v) => v.companyKey === company.key).map((v) => v.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('name only existing reference items', () => {
    const known = {
      experience: keys(experienceLevels),
      employment: keys(employmentTypes),
      workLocation: keys(workLocations),
      city: keys(cities),
      jobFunction: keys(jobFunctions),
      technology: keys(technologies),
      benefit: keys(benefits),
    };
    for (const v of demoVacancies) {
      const unknown = [
        ...(v.experienceKey && !known.experience.has(v.experienceKey) ? [v.experienceKey] : []),
        ...(v.employmentTypeKey && !known.employment.has(v.employmentTypeKey) ? [v.employmentTypeKey] : []),
        ...(v.workLocationKey && !known.workLocation.has(v.workLocationKey) ? [v.workLocationKey] : []),
        ...(v.cityKey && !known.city.has(v.cityKey) ? [v.cityKey] : []),
        ...(v.jobFunctionKey && !known.jobFunction.has(v.jobFunctionKey) ? [v.jobFunctionKey] : []),
        ...v.technologyKeys.filter((k) => !known.technology.has(k)),
        ...(v.benefitKeys ?? []).filter((k) => !known.benefit.has(k)),
      ];
      expect([v.key, unknown]).toEqual([v.key, []]);
      expect(v.technologyKeys.length).toBeLessThanOrEqual(MAX_VACANCY_TECHNOLOGIES);
    }
  });

  it('follow the rules a company meets when it writes a vacancy', () => {
    for (const v of demoVacancies) {
      const problems: string[] = [];
      if (!ENGLISH_TEXT.test(v.title) || v.title.length > VACANCY_TITLE_MAX_LENGTH) problems.push('title');
      if (v.titleGe !== undefined && (!GEORGIAN_OR_ENGLISH_TEXT.test(v.titleGe) || !/[\u10D0-\u10FF]/.test(v.titleGe)))
        problems.push('titleGe');
      if (
        v.descriptionEn !== undefined &&
        !parseEditorDocument(documentFromText(v.descriptionEn), { textPattern: ENGLISH_TEXT }).ok
      )
        problems.push('descriptionEn');
      if (v.descriptionGe !== undefined) {
        if (!parseEditorDocument(documentFromText(v.descriptionGe), { textPattern: GEORGIAN_OR_ENGLISH_TEXT }).ok)
          problems.push('descriptionGe');
        if (!/[\u10D0-\u10FF]/.test(v.descriptionGe)) problems.push('descriptionGe is not Georgian');
      }
      if (v.salaryMin !== undefined && v.salaryMax !== undefined && v.salaryMin > v.salaryMax)
        problems.push('salary range');
      if ((v.salaryMin !== undefined || v.salaryMax !== undefined) && v.currency === undefined)
        problems.push('currency');
      if (v.status !== 'draft') {
        const missing = (
          [
            'descriptionEn',
            'experienceKey',
            'employmentTypeKey',
            'workLocationKey',
            'jobFunctionKey',
            'deadlineMonths',
          ] as const
        ).filter((field) => v[field] === undefined);
        if (missing.length || v.technologyKeys.length === 0) problems.push(`publishing needs ${missing.join(', ')}`);
      }
      expect([v.key, problems]).toEqual([v.key, []]);
    }
  });

  it('have dates that fit their state', () => {
    for (const v of demoVacancies.filter((v) => v.status !== 'draft')) {
      const months = v.deadlineMonths!;
      if (v.status === 'ended' && v.endedDaysAgo === undefined) {
        // Ended at its deadline, which has passed.
        expect([v.key, v.publishedDaysAgo > months * 31]).toEqual([v.key, true]);
      } else if (v.status === 'ended') {
        expect([
          v.key,
          v.endedDaysAgo! < v.publishedDaysAgo && v.publishedDaysAgo < months * 28 + v.endedDaysAgo!,
        ]).toEqual([v.key, true]);
      } else {
        // Still open, with a few days to go.
        expect([v.key, v.publishedDaysAgo < months * 28 - 3]).toEqual([v.key, true]);
      }
    }
  });
});
