import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import type { FieldsAndExperiences, UserProfile } from '../../api/users-profile';
import { dictionaryGroups, type Option, type OptionGroup } from '../../lib/dictionary-groups';
import { FormState } from '../../lib/forms/form-state';
import { fullNameRule, normalizeName } from '../../lib/validation/account-rules';
import { Loadable } from '../base/Loadable';
import { toastServerErrors, type Toast } from '../company-panel/VacancyMessages';
import type { LanguageStore } from '../LanguageStore';
import type { RootStore } from '../RootStore';
import { TalentAboutStore } from './TalentAboutStore';
import { TalentCvStore } from './TalentCvStore';
import { completeness, talentProfileChecklist, type ChecklistItem } from './talent-profile-checklist';

/** The server's limits (src/modules/users/profile/dto/user-profile.bodies.ts). */
export const MAX_JOB_FUNCTIONS = 10;
export const MAX_TECHNOLOGIES = 30;

export interface PersonalDetailsValues {
  fullName: string;
  fieldId: number | null;
  experienceId: number | null;
  jobFunctionIds: number[];
}

export interface TalentProfileDeps {
  api: Api;
  language: LanguageStore;
  toast: Toast;
  t: (key: string) => string;
  /** The signed-in user again (the header shows its name; the apply dialog its CV). */
  reloadUser: () => Promise<void>;
  /** The signed-in account's photo (uploaded outside this store). */
  photoUrl: () => string | null;
}

export function createTalentProfileStore(root: RootStore): TalentProfileStore {
  return new TalentProfileStore({
    api: root.api,
    language: root.language,
    toast: (kind, message) => root.toast(kind, message),
    t: (key) => root.i18n.t(key),
    reloadUser: () => root.auth.loadUser(),
    photoUrl: () => root.auth.profileImageUrl,
  });
}

const detailsOf = (profile: UserProfile): PersonalDetailsValues => ({
  fullName: profile.fullName ?? '',
  fieldId: profile.field?.id ?? null,
  experienceId: profile.experience?.id ?? null,
  jobFunctionIds: profile.jobFunctions.map((jobFunction) => jobFunction.id),
});

/** The talent's general information in the user panel: personal details (name, field, experience,
 *  job functions), technologies and the CV. Each part saves on its own; the others keep their edits. */
export class TalentProfileStore {
  profile: UserProfile | undefined = undefined;
  loading = false;
  loadFailed = false;
  readonly choices: Loadable<FieldsAndExperiences>;
  /** Job functions and technologies, grouped under their parents. */
  readonly dictionary: Loadable<DictionaryItem[]>;
  readonly details = new FormState<PersonalDetailsValues>(
    { fullName: '', fieldId: null, experienceId: null, jobFunctionIds: [] },
    {
      fullName: (value) => fullNameRule(value),
      fieldId: (value) => (value === null ? 'talentProfile.errors.fieldRequired' : undefined),
      experienceId: (value) => (value === null ? 'talentProfile.errors.experienceRequired' : undefined),
      jobFunctionIds: (value) =>
        value.length > MAX_JOB_FUNCTIONS ? 'talentProfile.errors.tooManyJobFunctions' : undefined,
    },
  );
  technologyIds: number[] = [];
  savingDetails = false;
  savingTechnologies = false;
  readonly cv: TalentCvStore;
  readonly about: TalentAboutStore;

  constructor(private readonly deps: TalentProfileDeps) {
    const { api } = deps;
    this.about = new TalentAboutStore({
      api,
      language: deps.language,
      toast: deps.toast,
      t: deps.t,
      saved: (profile) => this.aboutSaved(profile),
    });
    this.choices = new Loadable(() => api.usersProfile.getFieldsAndExperiences());
    this.dictionary = new Loadable(() =>
      api.common.getDictionary({ dictionaryType: [DictionaryType.JobFunction, DictionaryType.Technology] }),
    );
    this.cv = new TalentCvStore({ api, toast: deps.toast, changed: () => this.cvChanged() });
    makeAutoObservable<TalentProfileStore, 'deps'>(this, {
      deps: false,
      choices: false,
      dictionary: false,
      details: false,
      cv: false,
      about: false,
      profile: observableRef,
      technologyIds: observableRef,
    });
  }

  /** The profile and the choices; the forms start from the profile. */
  async load(): Promise<void> {
    void this.choices.ensureLoaded();
    void this.dictionary.ensureLoaded();
    this.loading = true;
    this.loadFailed = false;
    try {
      const profile = await this.deps.api.usersProfile.getUserProfileInfo();
      runInAction(() => {
        this.profile = profile;
        this.details.reset(detailsOf(profile));
        this.technologyIds = profile.technologies.map((technology) => technology.id);
        this.about.start(profile.talentProfile);
      });
    } catch {
      runInAction(() => {
        this.loadFailed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** What a complete profile has, done or not (the panel's checklist). */
  get checklist(): ChecklistItem[] {
    return this.profile ? talentProfileChecklist(this.profile, this.deps.photoUrl()) : [];
  }

  get completeness(): number {
    return completeness(this.checklist);
  }

  get fieldOptions(): Option[] {
    return this.optionsOf(this.choices.value?.fields);
  }

  get experienceOptions(): Option[] {
    return this.optionsOf(this.choices.value?.experiences);
  }

  get jobFunctionGroups(): OptionGroup[] {
    return dictionaryGroups(
      this.dictionary.value,
      DictionaryType.JobFunction,
      this.deps.language,
      this.deps.t('signUp.otherGroup'),
    );
  }

  /** Technologies under their categories (as in the company panel and the sign-up wizard). */
  get technologyGroups(): OptionGroup[] {
    return dictionaryGroups(
      this.dictionary.value,
      DictionaryType.Technology,
      this.deps.language,
      this.deps.t('signUp.otherGroup'),
    );
  }

  setTechnologyIds(ids: number[]): void {
    this.technologyIds = ids;
  }

  /** Name, field, experience and job functions; the server's messages land on their fields. */
  async saveDetails(): Promise<void> {
    const form = this.details;
    if (!form.validate()) return;
    const { fullName, fieldId, experienceId, jobFunctionIds } = form.values;
    this.savingDetails = true;
    try {
      const profile = await this.deps.api.usersProfile.updateUserProfileInfo({
        fullName: normalizeName(fullName),
        fieldId: fieldId!,
        experienceId: experienceId!,
        jobFunctionIds,
      });
      runInAction(() => {
        this.profile = profile;
        form.reset(detailsOf(profile));
      });
      this.deps.toast('success', { key: 'messages.updatedSuccessfully' });
      void this.deps.reloadUser().catch(() => undefined);
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      runInAction(() => {
        this.savingDetails = false;
      });
    }
  }

  async saveTechnologies(): Promise<void> {
    this.savingTechnologies = true;
    try {
      const profile = await this.deps.api.usersProfile.updateUserTechnologies(this.technologyIds);
      runInAction(() => {
        this.profile = profile;
        this.technologyIds = profile.technologies.map((technology) => technology.id);
      });
      this.deps.toast('success', { key: 'messages.updatedSuccessfully' });
      void this.deps.reloadUser().catch(() => undefined);
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    } finally {
      runInAction(() => {
        this.savingTechnologies = false;
      });
    }
  }

  /** After the employer-facing part is saved: the profile (and the signed-in user: the apply dialog starts from its phone). */
  private aboutSaved(profile: UserProfile): void {
    this.profile = profile;
    void this.deps.reloadUser().catch(() => undefined);
  }

  /** After a CV upload or removal: the CV part of the profile, and the signed-in user (the apply dialog offers its CV). */
  private async cvChanged(): Promise<void> {
    void this.deps.reloadUser().catch(() => undefined);
    try {
      const profile = await this.deps.api.usersProfile.getUserProfileInfo();
      runInAction(() => {
        this.profile = profile;
      });
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }

  private optionsOf(items: FieldsAndExperiences['fields'] | undefined): Option[] {
    return (items ?? []).map((item) => ({ value: item.id, label: this.deps.language.pick(item.name, item.nameGE) }));
  }
}
