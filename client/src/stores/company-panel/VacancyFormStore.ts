import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import {
  Currency,
  VACANCY_DEADLINE_MONTHS,
  VACANCY_LANGUAGES,
  VacancyApproval,
  VacancyCallToAction,
  VacancyStatus,
  type CompanyVacancy,
  type CompanyVacancyBody,
} from '../../api/company-vacancies';
import { dictionaryGroups, type Option, type OptionGroup, dictionaryOptions } from '../../lib/dictionary-groups';
import { hasText, plainText, type EditorDocument, type ListItem } from '../../lib/editor-document';
import { FormState } from '../../lib/forms/form-state';
import { ENGLISH_TEXT, GEORGIAN_OR_ENGLISH_TEXT } from '../../lib/validation/company-profile-rules';
import { Loadable } from '../base/Loadable';
import type { LanguageStore } from '../LanguageStore';
import type { RootStore } from '../RootStore';
import { toastServerErrors, type Toast } from './VacancyMessages';

/** The server's limits (src/modules/vacancy/management): title length, tech stack size, salary. */
export const VACANCY_TITLE_MAX_LENGTH = 200;
export const MAX_VACANCY_TECHNOLOGIES = 30;
export const MAX_SALARY = 10_000_000;

export const DEFAULT_DEADLINE_MONTHS = 1;

export interface VacancyFormValues {
  /** English only. */
  title: string;
  /** Georgian or English; optional. */
  titleGE: string;
  descriptionEN: EditorDocument | null;
  descriptionGE: EditorDocument | null;
  experienceId: number | null;
  employmentTypeId: number | null;
  workLocationId: number | null;
  cityId: number | null;
  jobFunctionId: number | null;
  technologyIds: number[];
  benefitIds: number[];
  languages: string[];
  /** Whole numbers as typed; '' is none. */
  salaryMin: number | '';
  salaryMax: number | '';
  currency: Currency;
  showSalary: boolean;
  callToAction: VacancyCallToAction;
  deadlineMonths: number;
}

export type VacancyField = keyof VacancyFormValues;

const INITIAL_VALUES: VacancyFormValues = {
  title: '',
  titleGE: '',
  descriptionEN: null,
  descriptionGE: null,
  experienceId: null,
  employmentTypeId: null,
  workLocationId: null,
  cityId: null,
  jobFunctionId: null,
  technologyIds: [],
  benefitIds: [],
  languages: [],
  salaryMin: '',
  salaryMax: '',
  currency: Currency.Gel,
  showSalary: false,
  callToAction: VacancyCallToAction.ApplyNow,
  deadlineMonths: DEFAULT_DEADLINE_MONTHS,
};

/** The dictionaries the form picks from, in one GetDictionary call. */
const FORM_DICTIONARIES = [
  DictionaryType.Experience,
  DictionaryType.EmploymentType,
  DictionaryType.WorkLocation,
  DictionaryType.City,
  DictionaryType.JobFunction,
  DictionaryType.Technology,
  DictionaryType.Benefit,
];

function listTexts(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return (items as ListItem[]).flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : typeof item === 'object' && item !== null
        ? [item.content ?? '', ...listTexts(item.items)]
        : [],
  );
}

/** The plain text of a description, a line per block (the technology finder reads it). */
export function documentText(document: EditorDocument | null | undefined): string {
  return (document?.blocks ?? [])
    .map((block) => {
      const { text, caption, items } = block.data;
      const parts = [text, caption, ...listTexts(items)].filter((part): part is string => typeof part === 'string');
      return parts
        .map((part) => plainText(part).trim())
        .filter(Boolean)
        .join('\n');
    })
    .filter(Boolean)
    .join('\n');
}

const isWholeSalary = (value: number | ''): boolean =>
  value === '' || (Number.isInteger(value) && value >= 0 && value <= MAX_SALARY);

const KEY = 'companyVacancies.errors';

/** The form's values of a saved vacancy. */
export function valuesOf(vacancy: CompanyVacancy): VacancyFormValues {
  return {
    title: vacancy.title ?? '',
    titleGE: vacancy.titleGE ?? '',
    descriptionEN: vacancy.descriptionEN,
    descriptionGE: vacancy.descriptionGE,
    experienceId: vacancy.experienceId,
    employmentTypeId: vacancy.employmentTypeId,
    workLocationId: vacancy.workLocationId,
    cityId: vacancy.cityId,
    jobFunctionId: vacancy.jobFunctionId,
    technologyIds: vacancy.technologyIds ?? [],
    benefitIds: vacancy.benefitIds ?? [],
    languages: vacancy.languages ?? [],
    salaryMin: vacancy.salaryMin ?? '',
    salaryMax: vacancy.salaryMax ?? '',
    currency: vacancy.currency || Currency.Gel,
    showSalary: vacancy.showSalary,
    callToAction: vacancy.callToAction ?? VacancyCallToAction.ApplyNow,
    deadlineMonths: vacancy.deadlineMonths ?? DEFAULT_DEADLINE_MONTHS,
  };
}

/** The request body of the form's values. */
export function bodyOf(values: VacancyFormValues, publish: boolean): CompanyVacancyBody {
  const titleGE = values.titleGE.trim();
  return {
    title: values.title.trim(),
    titleGE: titleGE === '' ? null : titleGE,
    descriptionEN: hasText(values.descriptionEN) ? values.descriptionEN : null,
    descriptionGE: hasText(values.descriptionGE) ? values.descriptionGE : null,
    experienceId: values.experienceId,
    employmentTypeId: values.employmentTypeId,
    workLocationId: values.workLocationId,
    cityId: values.cityId,
    jobFunctionId: values.jobFunctionId,
    technologyIds: values.technologyIds,
    benefitIds: values.benefitIds,
    languages: values.languages,
    salaryMin: values.salaryMin === '' ? null : values.salaryMin,
    salaryMax: values.salaryMax === '' ? null : values.salaryMax,
    currency: values.currency,
    showSalary: values.showSalary,
    callToAction: values.callToAction,
    deadlineMonths: values.deadlineMonths,
    publish,
  };
}

export interface VacancyFormDeps {
  api: Api;
  language: Pick<LanguageStore, 'pick'>;
  toast: Toast;
  t: (key: string, options?: Record<string, unknown>) => string;
}

export function createVacancyFormStore(root: RootStore, vacancyId?: number): VacancyFormStore {
  return new VacancyFormStore(
    {
      api: root.api,
      language: root.language,
      toast: (kind, message) => root.toast(kind, message),
      t: (key, options) => root.i18n.t(key, options),
    },
    vacancyId,
  );
}

/** The create and update pages of a vacancy (spec points 3 to 5 and 8): the form, the dictionaries
 *  it picks from, the technologies suggested from the description, and saving as a draft or
 *  publishing. A draft needs only its title; publishing (or editing a public vacancy) needs every
 *  required section. The server's messages go on their fields and each into a toast of its own. */
export class VacancyFormStore {
  readonly form: FormState<VacancyFormValues>;
  readonly dictionary: Loadable<DictionaryItem[]>;
  readonly vacancy: Loadable<CompanyVacancy> | undefined;
  /** The last submit asked for a complete vacancy: the required sections are checked. */
  completeRequired = false;
  saving: 'publish' | 'save' | null = null;
  suggesting = false;
  /** The saved vacancy is in the form (update page). */
  loaded = false;

  constructor(
    private readonly deps: VacancyFormDeps,
    readonly vacancyId?: number,
  ) {
    const { api } = deps;
    this.dictionary = new Loadable(() => api.common.getDictionary({ dictionaryType: FORM_DICTIONARIES }));
    this.vacancy = vacancyId === undefined ? undefined : new Loadable(() => api.companyVacancies.getVacancy(vacancyId));
    const required = (key: string) => (value: unknown) =>
      this.completeRequired && (value === null || value === undefined) ? `${KEY}.${key}` : undefined;
    this.form = new FormState<VacancyFormValues>(
      INITIAL_VALUES,
      {
        title: (value) => {
          const text = value.trim();
          if (!text) return `${KEY}.titleRequired`;
          if (text.length > VACANCY_TITLE_MAX_LENGTH) return `${KEY}.titleTooLong`;
          return ENGLISH_TEXT.test(text) ? undefined : `${KEY}.englishOnly`;
        },
        titleGE: (value) => {
          const text = value.trim();
          if (text.length > VACANCY_TITLE_MAX_LENGTH) return `${KEY}.titleTooLong`;
          return GEORGIAN_OR_ENGLISH_TEXT.test(text) ? undefined : `${KEY}.georgianOrEnglish`;
        },
        descriptionEN: (value) => {
          if (this.completeRequired && !hasText(value)) return `${KEY}.descriptionRequired`;
          return ENGLISH_TEXT.test(documentText(value)) ? undefined : `${KEY}.descriptionEnglishOnly`;
        },
        descriptionGE: (value) =>
          GEORGIAN_OR_ENGLISH_TEXT.test(documentText(value)) ? undefined : `${KEY}.descriptionGeorgianOrEnglish`,
        experienceId: required('experienceRequired'),
        employmentTypeId: required('employmentTypeRequired'),
        workLocationId: required('workLocationRequired'),
        jobFunctionId: required('jobFunctionRequired'),
        technologyIds: (value) => {
          if (this.completeRequired && value.length === 0) return `${KEY}.technologiesRequired`;
          return value.length > MAX_VACANCY_TECHNOLOGIES ? `${KEY}.tooManyTechnologies` : undefined;
        },
        salaryMin: (value, values) => {
          if (!isWholeSalary(value)) return `${KEY}.salaryInvalid`;
          return values.showSalary && value === '' && values.salaryMax === ''
            ? `${KEY}.salaryRequiredToShow`
            : undefined;
        },
        salaryMax: (value, values) => {
          if (!isWholeSalary(value)) return `${KEY}.salaryInvalid`;
          return value !== '' && values.salaryMin !== '' && values.salaryMin > value ? `${KEY}.salaryRange` : undefined;
        },
      },
      { salaryMin: ['salaryMax'], salaryMax: ['salaryMin'], showSalary: ['salaryMin'] },
    );
    makeAutoObservable<VacancyFormStore, 'deps'>(this, {
      deps: false,
      form: false,
      dictionary: false,
      vacancy: false,
      vacancyId: false,
    });
  }

  get isUpdate(): boolean {
    return this.vacancyId !== undefined;
  }

  /** The saved vacancy's status (update page). */
  get status(): VacancyStatus | undefined {
    return this.vacancy?.value?.status;
  }

  get isDraft(): boolean {
    return this.status === VacancyStatus.Draft;
  }

  /** The dictionaries (and, to update, the vacancy) have arrived: the form can show. */
  get ready(): boolean {
    return this.dictionary.isLoaded && (!this.vacancy || this.loaded);
  }

  get loadFailed(): boolean {
    return this.dictionary.failed || (this.vacancy?.failed ?? false);
  }

  /** The vacancy is unknown to this company (update page). */
  get notFound(): boolean {
    return this.vacancy?.error?.status === 404;
  }

  async load(): Promise<void> {
    await Promise.all([this.dictionary.ensureLoaded(), this.loadVacancy()]);
  }

  private async loadVacancy(): Promise<void> {
    const vacancy = this.vacancy;
    if (!vacancy || this.loaded) return;
    await vacancy.load();
    const saved = vacancy.value;
    if (!saved) return;
    runInAction(() => {
      this.form.reset(valuesOf(saved));
      this.loaded = true;
    });
  }

  private flat(type: DictionaryType): Option[] {
    return dictionaryOptions(this.dictionary.value, type, this.deps.language);
  }

  private grouped(type: DictionaryType): OptionGroup[] {
    return dictionaryGroups(
      this.dictionary.value,
      type,
      this.deps.language,
      this.deps.t('companyVacancies.form.otherGroup'),
    );
  }

  get experienceOptions(): Option[] {
    return this.flat(DictionaryType.Experience);
  }

  get employmentTypeOptions(): Option[] {
    return this.flat(DictionaryType.EmploymentType);
  }

  get workLocationOptions(): Option[] {
    return this.flat(DictionaryType.WorkLocation);
  }

  get cityOptions(): Option[] {
    return this.flat(DictionaryType.City);
  }

  get jobFunctionGroups(): OptionGroup[] {
    return this.grouped(DictionaryType.JobFunction);
  }

  get technologyGroups(): OptionGroup[] {
    return this.grouped(DictionaryType.Technology);
  }

  get benefitGroups(): OptionGroup[] {
    return this.grouped(DictionaryType.Benefit);
  }

  get languageOptions(): { value: string; label: string }[] {
    return VACANCY_LANGUAGES.map((code) => ({ value: code, label: this.deps.t(`companyVacancies.languages.${code}`) }));
  }

  get currencyOptions(): Option[] {
    return [Currency.Gel, Currency.Dollar, Currency.Euro, Currency.PoundSterling].map((currency) => ({
      value: currency,
      label: this.deps.t(`companyVacancies.currencies.${currency}`),
    }));
  }

  get deadlineOptions(): Option[] {
    return VACANCY_DEADLINE_MONTHS.map((months) => ({
      value: months,
      label: this.deps.t(`companyVacancies.deadlines.${months}`),
    }));
  }

  get callToActionOptions(): { value: string; label: string }[] {
    return [VacancyCallToAction.None, VacancyCallToAction.ApplyNow, VacancyCallToAction.Subscribe].map((value) => ({
      value: String(value),
      label: this.deps.t(`companyVacancies.callToActions.${value}`),
    }));
  }

  set<K extends VacancyField>(name: K, value: VacancyFormValues[K]): void {
    this.form.set(name, value);
  }

  /** Adds the technologies the English description names (findTechnologiesInContext) to the chosen ones. */
  async suggestTechnologies(): Promise<void> {
    const text = documentText(this.form.values.descriptionEN);
    if (!text) {
      this.deps.toast('info', { key: 'companyVacancies.form.suggestNeedsDescription' });
      return;
    }
    this.suggesting = true;
    try {
      const found = await this.deps.api.common.findTechnologiesInContext(text);
      const known = new Set(this.technologyGroups.flatMap((group) => group.items.map((item) => item.value)));
      runInAction(() => {
        const chosen = this.form.values.technologyIds;
        const added = [...new Set(found.map((item) => item.id))].filter((id) => known.has(id) && !chosen.includes(id));
        if (added.length) {
          this.form.set('technologyIds', [...chosen, ...added]);
          this.deps.toast('success', {
            text: this.deps.t('companyVacancies.form.suggestAdded', { count: added.length }),
          });
        } else {
          this.deps.toast('info', { key: 'companyVacancies.form.suggestNoneFound' });
        }
      });
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    } finally {
      runInAction(() => {
        this.suggesting = false;
      });
    }
  }

  /**
   * Saves the vacancy: `publish` publishes it (a new one or a draft); otherwise a new vacancy or a
   * draft is saved as a draft and a public or ended one keeps its status. Answers the saved vacancy,
   * or undefined when the form or the server refused it.
   */
  async submit(publish: boolean): Promise<CompanyVacancy | undefined> {
    if (this.saving) return undefined;
    const status = this.status;
    this.completeRequired = publish || status === VacancyStatus.Active || status === VacancyStatus.Ended;
    const form = this.form;
    if (!form.validate()) {
      this.deps.toast('error', { key: 'companyVacancies.form.fixErrors' });
      return undefined;
    }
    this.saving = publish ? 'publish' : 'save';
    // An active vacancy stays published; a draft is published only by its Publish button.
    const body = bodyOf(form.values, publish || status === VacancyStatus.Active);
    const publishes = publish && (!this.isUpdate || status === VacancyStatus.Draft);
    try {
      const { companyVacancies } = this.deps.api;
      const saved =
        this.vacancyId === undefined
          ? await companyVacancies.create(body)
          : await companyVacancies.update(this.vacancyId, body);
      const result: CompanyVacancy = {
        ...saved,
        status: saved?.status ?? (publishes ? VacancyStatus.Active : (status ?? VacancyStatus.Draft)),
      };
      const message = publishes ? 'published' : this.isUpdate ? 'updated' : 'draftSaved';
      this.deps.toast('success', { key: `companyVacancies.toasts.${message}` });
      if (result.status === VacancyStatus.Active && result.approval === VacancyApproval.Pending) {
        this.deps.toast('info', { key: 'companyVacancies.toasts.waitsForApproval' });
      }
      return result;
    } catch (error) {
      runInAction(() => form.applyServerErrors(error));
      toastServerErrors(this.deps.toast, error);
      return undefined;
    } finally {
      runInAction(() => {
        this.saving = null;
      });
    }
  }
}
