import { Currency, VacancyCallToAction } from '../../shared/enums.js';
import type { VacancyPageFacts } from '../../shared/page-facts/vacancy-page-facts.js';
import { jobPosting, schemaEmploymentType } from '../../shared/page-heads/job-posting.js';

const facts = (overrides: Partial<VacancyPageFacts> = {}): VacancyPageFacts => ({
  id: 5,
  title: 'Engineer',
  titleGe: null,
  descriptionEn: null,
  descriptionGe: null,
  isOpen: true,
  publishedAt: null,
  deadline: null,
  updatedAt: new Date('2026-01-02T03:04:05Z'),
  employmentTypeKey: null,
  workLocationKey: null,
  city: null,
  salary: null,
  callToAction: VacancyCallToAction.None,
  company: { id: 1, name: 'Acme', transformedName: 'acme', profileImageUrl: null },
  ...overrides,
});

const posting = (overrides: Partial<VacancyPageFacts> = {}) =>
  jobPosting({
    facts: facts(overrides),
    language: 'en',
    title: 'Engineer',
    description: '',
    pageUrl: 'https://x/vacancies/5',
    companyUrl: 'https://x/companies/acme',
    logoUrl: null,
  });

describe('the JobPosting of a vacancy', () => {
  it('maps every employment type of the dictionary, and anything else to OTHER', () => {
    expect(
      ['full-time', 'part-time', 'contract', 'freelance', 'internship', 'temporary', 'volunteer'].map(
        schemaEmploymentType,
      ),
    ).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'CONTRACTOR', 'INTERN', 'TEMPORARY', 'OTHER']);
    expect(schemaEmploymentType(null)).toBeNull();
    expect(posting()).not.toHaveProperty('employmentType');
  });

  it('falls back to the last change for datePosted and to the title for an empty description', () => {
    expect(posting()).toMatchObject({
      datePosted: '2026-01-02T03:04:05.000Z',
      description: 'Engineer',
      directApply: false,
    });
    expect(posting()).not.toHaveProperty('validThrough');
  });

  it('writes a salary only with a currency, as a range or one value', () => {
    expect(posting({ salary: { min: 100, max: 200, currency: Currency.None } })).not.toHaveProperty('baseSalary');
    expect(posting({ salary: { min: 100, max: 100, currency: Currency.PoundSterling } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 100, unitText: 'MONTH' },
    });
    expect(posting({ salary: { min: null, max: 900, currency: Currency.Dollar } }).baseSalary).toMatchObject({
      currency: 'USD',
      value: { value: 900 },
    });
  });

  it('places a hybrid job at its city, a remote one in the country', () => {
    expect(posting({ workLocationKey: 'hybrid', city: { name: 'Batumi', nameGe: 'ბათუმი' } })).toMatchObject({
      jobLocation: { address: { addressLocality: 'Batumi', addressCountry: 'GE' } },
    });
    expect(posting({ workLocationKey: 'remote', city: { name: 'Batumi', nameGe: 'ბათუმი' } })).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'GE' },
    });
  });
});
