import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { DictionaryType, type CountryCodes, type DictionaryItem } from '../../api/common';
import type {
  CompanyProfileInfo,
  CompanyProgress,
  KeyFactDefinition,
  KeyFactValue,
  TeamSizeOption,
} from '../../api/company';
import { KeyFactType } from '../../api/enums';
import { FormState, SOMETHING_WENT_WRONG, type FieldMessage } from '../../lib/forms/form-state';
import { dictionaryGroups, type Option, type OptionGroup } from '../../lib/dictionary-groups';
import { formatNumber } from '../../lib/format-date';
import { Loadable } from '../base/Loadable';
import type { LanguageStore } from '../LanguageStore';
import type { RootStore, ToastKind } from '../RootStore';
import { AboutEditor } from './AboutEditor';
import { ContactEditor } from './ContactEditor';
import { KeyFactsEditor, visibleDefinitions } from './KeyFactsEditor';
import type { ProfileEditorDeps } from './profile-editing';
import { serverText } from '../../lib/forms/server-text';

export const TAGLINE_MAX_LENGTH = 200;

export type { Option, OptionGroup };

export interface BenefitChoice {
  id: number;
  label: string;
  subBenefits: Option[];
}

export interface TaglineValues {
  tagline: string;
  /** The tagline in Georgian (issue 22). */
  taglineGe: string;
  teamSize: string | null;
}

/** One line of the overview card: a visible key fact and its value as shown (null when not filled in). */
export interface KeyFactOverviewRow {
  id: number;
  name: string;
  value: string | null;
}

/** A key fact's value as the panel shows it, by the definition's type, in the page's language. */
export function formatKeyFact(
  definition: KeyFactDefinition,
  value: KeyFactValue | undefined,
  language: LanguageStore,
): string | null {
  if (!value) return null;
  switch (definition.keyFactType) {
    case KeyFactType.Number:
      return value.descriptionNumber === null || value.descriptionNumber === undefined
        ? null
        : formatNumber(value.descriptionNumber, language.locale);
    case KeyFactType.Year:
      return value.descriptionNumber === null || value.descriptionNumber === undefined
        ? null
        : String(value.descriptionNumber);
    case KeyFactType.SingleChoice:
    case KeyFactType.MultipleChoice: {
      const names = (value.checkedOptions ?? [])
        .map((id) => definition.options.find((option) => option.id === id))
        .filter((option) => option !== undefined)
        .map((option) => language.pick(option.name, option.nameGE));
      return names.length ? names.join(', ') : null;
    }
    default: {
      const text = language.pick(value.descriptionEN ?? '', value.descriptionGE);
      return text || null;
    }
  }
}

export interface CompanyProfileStoreDeps {
  api: Api;
  language: LanguageStore;
  toast: (kind: ToastKind, message: FieldMessage) => void;
  t: (key: string) => string;
  /** The signed-in user again (tagline and team size are shown from it). */
  reloadUser: () => Promise<void>;
  /** The signed-in company's current taglines and team size. */
  current: () => { tagline: string | null; taglineGe: string | null; teamSize: string | null };
}

export function createCompanyProfileStore(root: RootStore): CompanyProfileStore {
  return new CompanyProfileStore({
    api: root.api,
    language: root.language,
    toast: (kind, message) => root.toast(kind, message),
    t: (key) => root.i18n.t(key),
    reloadUser: () => root.auth.loadUser(),
    current: () => ({ tagline: root.auth.tagLine, taglineGe: root.auth.tagLineGe, teamSize: root.auth.teamSize }),
  });
}

/** The server's first text of a failed call, or none. */
const serverMessage = (error: unknown): FieldMessage | undefined => {
  const text = serverText(error);
  return text ? { text } : undefined;
};

const messageOf = (answer: unknown, fallback: string): FieldMessage =>
  typeof answer === 'string' && answer ? { text: answer } : { key: fallback };

/** The company panel's profile editors: progress, technologies, benefits, tagline and team size,
 *  and the dialogs of the general-information page (about, key facts, contact info).
 *  Every save fetches the progress again. */
export class CompanyProfileStore {
  readonly progress: Loadable<CompanyProgress>;
  readonly profile: Loadable<CompanyProfileInfo>;
  readonly technologyDictionary: Loadable<DictionaryItem[]>;
  readonly benefitDictionary: Loadable<DictionaryItem[]>;
  readonly teamSizes: Loadable<TeamSizeOption[]>;
  readonly taglineForm: FormState<TaglineValues>;
  /** Key-fact definitions (spec point 3), for the overview card and its dialog. */
  readonly keyFactDefinitions: Loadable<KeyFactDefinition[]>;
  readonly countryCodes: Loadable<CountryCodes[]>;
  readonly about: AboutEditor;
  readonly keyFacts: KeyFactsEditor;
  readonly contact: ContactEditor;
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
    this.keyFactDefinitions = new Loadable(() => api.company.getKeyFacts());
    this.countryCodes = new Loadable(() => api.common.getCountryCodes());
    const editorDeps: ProfileEditorDeps = {
      api,
      language: deps.language,
      toast: deps.toast,
      profile: () => this.profile.value,
      saved: () => this.refreshProfile(),
    };
    this.about = new AboutEditor(editorDeps);
    this.keyFacts = new KeyFactsEditor(editorDeps, this.keyFactDefinitions);
    this.contact = new ContactEditor(editorDeps, this.countryCodes);
    this.taglineForm = new FormState<TaglineValues>(
      { tagline: '', taglineGe: '', teamSize: null },
      {
        tagline: (value) => (value.trim().length > TAGLINE_MAX_LENGTH ? 'panel.taglineTooLong' : undefined),
        taglineGe: (value) => (value.trim().length > TAGLINE_MAX_LENGTH ? 'panel.taglineTooLong' : undefined),
      },
    );
    makeAutoObservable<CompanyProfileStore, 'deps'>(this, {
      deps: false,
      progress: false,
      profile: false,
      technologyDictionary: false,
      benefitDictionary: false,
      teamSizes: false,
      taglineForm: false,
      keyFactDefinitions: false,
      countryCodes: false,
      about: false,
      keyFacts: false,
      contact: false,
      technologyIds: observableRef,
      benefitIds: observableRef,
    });
  }

  /** Everything the page shows; the choices start from the company's profile. */
  async load(): Promise<void> {
    const { tagline, taglineGe, teamSize } = this.deps.current();
    this.taglineForm.reset({ tagline: tagline ?? '', taglineGe: taglineGe ?? '', teamSize });
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
      if (info.tagLine !== undefined || info.teamSize !== undefined) {
        this.taglineForm.reset({
          tagline: info.tagLine ?? tagline ?? '',
          taglineGe: info.tagLineGe ?? taglineGe ?? '',
          teamSize: info.teamSize ?? teamSize,
        });
      }
    });
  }

  /** The general-information page's cards also need the key-fact definitions. */
  loadGeneralInformation(): void {
    void this.keyFactDefinitions.ensureLoaded();
  }

  /** After a dialog saved: the profile and the progress again. */
  refreshProfile(): void {
    void this.profile.load();
    void this.progress.load();
  }

  /** Every visible key fact in display order with its value (spec point 3). */
  get keyFactOverview(): KeyFactOverviewRow[] {
    const { language } = this.deps;
    const values = new Map((this.profile.value?.keyFacts ?? []).map((value) => [value.keyFactId, value]));
    return visibleDefinitions(this.keyFactDefinitions.value ?? []).map((definition) => ({
      id: definition.id,
      name: language.pick(definition.name, definition.nameGE),
      value: formatKeyFact(definition, values.get(definition.id), language),
    }));
  }

  get missingItems(): CompanyProgress['progressList'] {
    return (this.progress.value?.progressList ?? []).filter((item) => !item.done);
  }

  /** Technologies under their categories (as in the sign-up wizard). */
  get technologyGroups(): OptionGroup[] {
    return dictionaryGroups(
      this.technologyDictionary.value,
      DictionaryType.Technology,
      this.deps.language,
      this.deps.t('signUp.otherGroup'),
    );
  }

  /** Benefit groups with their sub-benefits. */
  get benefitChoices(): BenefitChoice[] {
    const { language } = this.deps;
    return (this.benefitDictionary.value ?? [])
      .filter((item) => item.dictionaryType === DictionaryType.Benefit && !item.parentDictionary)
      .map((item) => ({
        id: item.id,
        label: language.pick(item.name, item.nameGE),
        subBenefits: (item.childDictionaries ?? []).map((child) => ({
          value: child.id,
          label: language.pick(child.name, child.nameGE),
        })),
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
      this.deps.toast('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
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
      const taglineGe = form.values.taglineGe.trim();
      answer = await this.deps.api.company.updateCompanyTagline(tagline || null, taglineGe || null);
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
