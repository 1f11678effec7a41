import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { ApiError } from '../../api/api-error';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import type { CompanyProfileInfo, CompanyProgress, TeamSizeOption } from '../../api/company';
import { FormState, SOMETHING_WENT_WRONG, type FieldMessage } from '../../lib/forms/form-state';
import { Loadable } from '../base/Loadable';
import type { LanguageStore } from '../LanguageStore';
import type { RootStore, ToastKind } from '../RootStore';

export const TAGLINE_MAX_LENGTH = 200;

export interface Option {
  value: number;
  label: string;
}

export interface OptionGroup {
  group: string;
  items: Option[];
}

export interface BenefitChoice {
  id: number;
  label: string;
  subBenefits: Option[];
}

export interface TaglineValues {
  tagline: string;
  teamSize: string | null;
}

export interface CompanyProfileStoreDeps {
  api: Api;
  language: LanguageStore;
  toast: (kind: ToastKind, message: FieldMessage) => void;
  t: (key: string) => string;
  /** The signed-in user again (tagline and team size are shown from it). */
  reloadUser: () => Promise<void>;
  /** The signed-in company's current tagline and team size. */
  current: () => { tagline: string | null; teamSize: string | null };
}

export function createCompanyProfileStore(root: RootStore): CompanyProfileStore {
  return new CompanyProfileStore({
    api: root.api,
    language: root.language,
    toast: (kind, message) => root.toast(kind, message),
    t: (key) => root.i18n.t(key),
    reloadUser: () => root.auth.loadUser(),
    current: () => ({ tagline: root.auth.tagLine, teamSize: root.auth.teamSize }),
  });
}

/** The server's first text of a failed call, or none. */
const serverText = (error: unknown): FieldMessage | undefined => {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const text = Object.values(error.errors).flat()[0];
  return text ? { text } : undefined;
};

const messageOf = (answer: unknown, fallback: string): FieldMessage =>
  typeof answer === 'string' && answer ? { text: answer } : { key: fallback };

/** The company panel's profile editors: progress, technologies, benefits, tagline and team size.
 *  Every save fetches the progress again. */
export class CompanyProfileStore {
  readonly progress: Loadable<CompanyProgress>;
  readonly profile: Loadable<CompanyProfileInfo>;
  readonly technologyDictionary: Loadable<DictionaryItem[]>;
  readonly benefitDictionary: Loadable<DictionaryItem[]>;
  readonly teamSizes: Loadable<TeamSizeOption[]>;
  readonly taglineForm: FormState<TaglineValues>;
  technologyIds: number[] = [];
  benefitIds: number[] = [];
  savingTechnologies = false;
  savingBenefits = false;
  savingTagline = false;

  constructor(private readonly deps: CompanyProfileStoreDeps) {
    const { api } = deps;
    this.progress = new Loadable(() => api.company.getCompanyProgress());
    this.profile = new Loadable(() => api.company.getCompanyProfileInfo());
    this.technologyDictionary = new Loadable(() =>
      api.common.getDictionary({ dictionaryType: [DictionaryType.Technology, DictionaryType.TechnologyCategory] }),
    );
    this.benefitDictionary = new Loadable(() => api.common.getDictionary({ dictionaryType: [DictionaryType.Benefit] }));
    this.teamSizes = new Loadable(() => api.company.getTeamSizes());
    this.taglineForm = new FormState<TaglineValues>(
      { tagline: '', teamSize: null },
      { tagline: (value) => (value.trim().length > TAGLINE_MAX_LENGTH ? 'panel.taglineTooLong' : undefined) },
    );
    makeAutoObservable<CompanyProfileStore, 'deps'>(this, {
      deps: false,
      progress: false,
      profile: false,
      technologyDictionary: false,
      benefitDictionary: false,
      teamSizes: false,
      taglineForm: false,
      technologyIds: observableRef,
      benefitIds: observableRef,
    });
  }

  /** Everything the page shows; the choices start from the company's profile. */
  async load(): Promise<void> {
    const { tagline, teamSize } = this.deps.current();
    this.taglineForm.reset({ tagline: tagline ?? '', teamSize });
    void this.progress.load();
    void this.technologyDictionary.ensureLoaded();
    void this.benefitDictionary.ensureLoaded();
    void this.teamSizes.ensureLoaded();
    await this.profile.load();
    const info = this.profile.value;
    if (!info) return;
    runInAction(() => {
      this.technologyIds = (info.technologies ?? []).map((technology) => technology.id);
      this.benefitIds = (info.benefits ?? []).flatMap((group) => [
        ...(group.selected ? [group.id] : []),
        ...(group.subBenefits ?? []).map((benefit) => benefit.id),
      ]);
      if (info.tagline !== undefined || info.teamSize !== undefined) {
        this.taglineForm.reset({ tagline: info.tagline ?? tagline ?? '', teamSize: info.teamSize ?? teamSize });
      }
    });
  }

  get missingItems(): CompanyProgress['progressList'] {
    return (this.progress.value?.progressList ?? []).filter((item) => !item.done);
  }

  /** Technologies under their categories (as in the sign-up wizard). */
  get technologyGroups(): OptionGroup[] {
    const { language } = this.deps;
    const items = (this.technologyDictionary.value ?? []).filter((item) => item.dictionaryType === DictionaryType.Technology);
    const groups = new Map<string, Option[]>();
    const otherLabel = this.deps.t('signUp.otherGroup');
    for (const item of items) {
      const group = item.parentDictionary ? language.pick(item.parentDictionary.name, item.parentDictionary.nameGE) : otherLabel;
      const options = groups.get(group) ?? [];
      options.push({ value: item.id, label: language.pick(item.name, item.nameGE) });
      groups.set(group, options);
    }
    return [...groups].map(([group, options]) => ({ group, items: options }));
  }

  /** Benefit groups with their sub-benefits. */
  get benefitChoices(): BenefitChoice[] {
    const { language } = this.deps;
    return (this.benefitDictionary.value ?? [])
      .filter((item) => item.dictionaryType === DictionaryType.Benefit && !item.parentDictionary)
      .map((item) => ({
        id: item.id,
        label: language.pick(item.name, item.nameGE),
        subBenefits: (item.childDictionaries ?? []).map((child) => ({ value: child.id, label: language.pick(child.name, child.nameGE) })),
      }));
  }

  get teamSizeOptions(): { value: string; label: string }[] {
    return (this.teamSizes.value ?? []).map((size) => ({ value: size.value, label: size.name }));
  }

  setTechnologyIds(ids: number[]): void {
    this.technologyIds = ids;
  }

  isBenefitSelected(id: number): boolean {
    return this.benefitIds.includes(id);
  }

  /** A group's box: on selects the group and all its sub-benefits, off clears them all. */
  toggleBenefitGroup(group: BenefitChoice, on: boolean): void {
    const ids = [group.id, ...group.subBenefits.map((benefit) => benefit.value)];
    const rest = this.benefitIds.filter((id) => !ids.includes(id));
    this.benefitIds = on ? [...rest, ...ids] : rest;
  }

  toggleBenefit(id: number, on: boolean): void {
    const rest = this.benefitIds.filter((other) => other !== id);
    this.benefitIds = on ? [...rest, id] : rest;
  }

  async saveTechnologies(): Promise<void> {
    this.savingTechnologies = true;
    try {
      const answer = await this.deps.api.company.updateCompanyTechnologies(this.technologyIds);
      this.deps.toast('success', messageOf(answer, 'messages.updatedSuccessfully'));
      void this.progress.load();
    } catch (error) {
      this.deps.toast('error', serverText(error) ?? SOMETHING_WENT_WRONG);
    } finally {
      runInAction(() => {
        this.savingTechnologies = false;
      });
    }
  }

  async saveBenefits(): Promise<void> {
    this.savingBenefits = true;
    try {
      const answer = await this.deps.api.company.updateCompanyBenefits(this.benefitIds);
      this.deps.toast('success', messageOf(answer, 'panel.benefitsUpdated'));
      void this.progress.load();
    } catch {
      this.deps.toast('error', { key: 'panel.benefitsUpdateFailed' });
    } finally {
      runInAction(() => {
        this.savingBenefits = false;
      });
    }
  }

  /** Tagline, then team size; the server's messages land on their fields. */
  async saveTagline(): Promise<void> {
    const form = this.taglineForm;
    if (!form.validate()) return;
    this.savingTagline = true;
    let saved = false;
    let answer: unknown;
    try {
      const tagline = form.values.tagline.trim();
      answer = await this.deps.api.company.updateCompanyTagline(tagline || null);
      answer = await this.deps.api.company.updateCompanyTeamSize(form.values.teamSize);
      saved = true;
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      runInAction(() => {
        this.savingTagline = false;
      });
    }
    if (saved) {
      this.deps.toast('success', messageOf(answer, 'messages.updatedSuccessfully'));
      void this.progress.load();
      void this.deps.reloadUser().catch(() => undefined);
    }
  }
}
