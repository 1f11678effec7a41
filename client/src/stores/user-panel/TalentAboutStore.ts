import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import { Currency } from '../../api/enums';
import type { TalentProfile, UserProfile } from '../../api/users-profile';
import { dictionaryOptions, type Option } from '../../lib/dictionary-groups';
import { FormState } from '../../lib/forms/form-state';
import { phoneRule, profileTextRule, profileUrlRule } from '../../lib/validation/company-profile-rules';
import {
  profileLinkRule,
  salaryAmount,
  salaryRule,
  TALENT_PROFILE_LIMITS,
} from '../../lib/validation/talent-profile-rules';
import { Loadable } from '../base/Loadable';
import type { Toast } from '../company-panel/VacancyMessages';
import type { LanguageStore } from '../LanguageStore';

export interface TalentAboutValues {
  headline: string;
  headlineGe: string;
  summary: string;
  summaryGe: string;
  linkedinUrl: string;
  githubUrl: string;
  portfolioUrl: string;
  phone: string;
  desiredSalaryMin: string;
  desiredSalaryMax: string;
  desiredSalaryCurrency: Currency | null;
  workLocationIds: number[];
  cityIds: number[];
  openToOffers: boolean;
  shareSalaryForInsights: boolean;
}

export interface TalentAboutDeps {
  api: Api;
  language: LanguageStore;
  toast: Toast;
  t: (key: string) => string;
  /** The profile the server answered after a save (the checklist and the other sections follow it). */
  saved: (profile: UserProfile) => void;
}

const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const aboutValuesOf = (profile: TalentProfile): TalentAboutValues => ({
  headline: profile.headline ?? '',
  headlineGe: profile.headlineGe ?? '',
  summary: profile.summary ?? '',
  summaryGe: profile.summaryGe ?? '',
  linkedinUrl: profile.linkedinUrl ?? '',
  githubUrl: profile.githubUrl ?? '',
  portfolioUrl: profile.portfolioUrl ?? '',
  phone: profile.phone ?? '',
  desiredSalaryMin: amountText(profile.desiredSalary?.min),
  desiredSalaryMax: amountText(profile.desiredSalary?.max),
  desiredSalaryCurrency: profile.desiredSalary?.currency ?? null,
  workLocationIds: profile.workLocations.map((item) => item.id),
  cityIds: profile.cities.map((item) => item.id),
  openToOffers: profile.openToOffers,
  // Off until the talent turns it on (an answer from before issue 25 has no such field).
  shareSalaryForInsights: profile.shareSalaryForInsights ?? false,
});

const hasSalary = (values: TalentAboutValues) => !!values.desiredSalaryMin.trim() || !!values.desiredSalaryMax.trim();

/** The talent profile's part for employers (headline, summary, links, phone, work formats, cities,
 *  open to offers) and the private desired salary: one form, saved whole (POST Users/UpdateTalentProfile). */
export class TalentAboutStore {
  readonly form = new FormState<TalentAboutValues>(
    aboutValuesOf({
      headline: null,
      headlineGe: null,
      summary: null,
      summaryGe: null,
      linkedinUrl: null,
      githubUrl: null,
      portfolioUrl: null,
      phone: null,
      desiredSalary: null,
      workLocations: [],
      cities: [],
      openToOffers: false,
      shareSalaryForInsights: false,
    }),
    {
      headline: (value) => profileTextRule(value, TALENT_PROFILE_LIMITS.headline, 'english'),
      headlineGe: (value) => profileTextRule(value, TALENT_PROFILE_LIMITS.headline, 'georgianOrEnglish'),
      summary: (value) => profileTextRule(value, TALENT_PROFILE_LIMITS.summary, 'english'),
      summaryGe: (value) => profileTextRule(value, TALENT_PROFILE_LIMITS.summary, 'georgianOrEnglish'),
      linkedinUrl: (value) => profileLinkRule(value, 'linkedinUrl'),
      githubUrl: (value) => profileLinkRule(value, 'githubUrl'),
      portfolioUrl: (value) => profileUrlRule(value, TALENT_PROFILE_LIMITS.url),
      phone: (value) => phoneRule(value),
      desiredSalaryMin: (value) => salaryRule(value),
      desiredSalaryMax: (value, values) => {
        const problem = salaryRule(value);
        if (problem) return problem;
        const min = salaryAmount(values.desiredSalaryMin);
        const max = salaryAmount(value);
        return min !== null && max !== null && !salaryRule(values.desiredSalaryMin) && min > max
          ? 'talentProfile.about.errors.salaryRange'
          : undefined;
      },
      desiredSalaryCurrency: (value, values) =>
        hasSalary(values) && value === null ? 'talentProfile.about.errors.currencyRequired' : undefined,
      workLocationIds: (value) =>
        value.length > TALENT_PROFILE_LIMITS.workLocations
          ? 'talentProfile.about.errors.tooManyWorkLocations'
          : undefined,
      cityIds: (value) =>
        value.length > TALENT_PROFILE_LIMITS.cities ? 'talentProfile.about.errors.tooManyCities' : undefined,
    },
    { desiredSalaryMin: ['desiredSalaryMax', 'desiredSalaryCurrency'], desiredSalaryMax: ['desiredSalaryCurrency'] },
  );
  saving = false;
  /** Work formats and cities to pick from. */
  readonly dictionary: Loadable<DictionaryItem[]>;

  constructor(private readonly deps: TalentAboutDeps) {
    this.dictionary = new Loadable(() =>
      deps.api.common.getDictionary({ dictionaryType: [DictionaryType.WorkLocation, DictionaryType.City] }),
    );
    makeAutoObservable<TalentAboutStore, 'deps'>(this, { deps: false, form: false, dictionary: false });
  }

  /** Starts the form from the saved profile and loads the choices. */
  start(profile: TalentProfile): void {
    this.form.reset(aboutValuesOf(profile));
    void this.dictionary.ensureLoaded();
  }

  get workLocationOptions(): Option[] {
    return this.optionsOf(DictionaryType.WorkLocation);
  }

  get cityOptions(): Option[] {
    return this.optionsOf(DictionaryType.City);
  }

  get currencyOptions(): Option[] {
    return [Currency.Gel, Currency.Dollar, Currency.Euro, Currency.PoundSterling].map((currency) => ({
      value: currency,
      label: this.deps.t(`companyVacancies.currencies.${currency}`),
    }));
  }

  async save(): Promise<void> {
    const { form } = this;
    if (!form.validate()) return;
    const values = form.values;
    const salary = hasSalary(values);
    this.saving = true;
    try {
      const profile = await this.deps.api.usersProfile.updateTalentProfile({
        headline: values.headline,
        headlineGe: values.headlineGe,
        summary: values.summary,
        summaryGe: values.summaryGe,
        linkedinUrl: values.linkedinUrl,
        githubUrl: values.githubUrl,
        portfolioUrl: values.portfolioUrl,
        phone: values.phone,
        desiredSalaryMin: salaryAmount(values.desiredSalaryMin),
        desiredSalaryMax: salaryAmount(values.desiredSalaryMax),
        desiredSalaryCurrency: salary ? values.desiredSalaryCurrency : null,
        workLocationIds: values.workLocationIds,
        cityIds: values.cityIds,
        openToOffers: values.openToOffers,
        shareSalaryForInsights: values.shareSalaryForInsights,
      });
      runInAction(() => form.reset(aboutValuesOf(profile.talentProfile)));
      this.deps.saved(profile);
      this.deps.toast('success', { key: 'messages.updatedSuccessfully' });
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private optionsOf(type: DictionaryType): Option[] {
    return dictionaryOptions(this.dictionary.value, type, this.deps.language);
  }
}
