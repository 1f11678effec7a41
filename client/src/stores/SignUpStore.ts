import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import { ApiError } from '../api/api-error';
import { DictionaryType, type DictionaryItem } from '../api/common';
import { dictionaryGroups, type Option, type OptionGroup, dictionaryOptions } from '../lib/dictionary-groups';
import { FormState, SOMETHING_WENT_WRONG, type FieldMessage } from '../lib/forms/form-state';
import {
  companyNameRule,
  confirmPasswordRule,
  emailRule,
  fullNameRule,
  imageFileRule,
  normalizeName,
  passwordRule,
  technologiesRule,
} from '../lib/validation/account-rules';
import type { SessionStore } from './SessionStore';
import type { BotCheckStore } from './BotCheckStore';
import { Loadable } from './base/Loadable';
import type { LanguageStore } from './LanguageStore';
import type { RootStore } from './RootStore';

export type ProfileType = 'personal' | 'business';
/** Spec point 4: 1 details, 2 experience (personal only), 3 photo or logo, 4 done (no step bar). */
export type SignUpStep = 1 | 2 | 3 | 4;

export interface DetailsValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The terms of use and the privacy policy are agreed to (issue 22). */
  acceptTerms: boolean;
}

export interface ExperienceValues {
  field: number | null;
  experience: number | null;
  technologies: number[];
  jobFunctions: number[];
}

export type { Option, OptionGroup };

export interface SignUpStoreDeps {
  api: Api;
  auth: SessionStore;
  language: LanguageStore;
  botCheck: BotCheckStore;
  /** A warning toast (2000 ms). */
  warn: (message: FieldMessage) => void;
  t: (key: string) => string;
  /** Told the new account's e-mail once sign-up succeeds (the consent-gated ads conversion). */
  onSignedUp?: (email: string) => void;
}

/** A new wizard over the root store's api and stores (`businessOnly` for `?business`). */
export function createSignUpStore(root: RootStore, businessOnly: boolean): SignUpStore {
  return new SignUpStore(
    {
      api: root.api,
      auth: root.auth,
      language: root.language,
      botCheck: root.botCheck,
      warn: (message) => root.toast('warning', message),
      t: (key) => root.i18n.t(key),
      onSignedUp: (email) => void root.consentScripts.reportSignUp(email),
    },
    businessOnly,
  );
}

const DICTIONARY_TYPES = [
  DictionaryType.Field,
  DictionaryType.Experience,
  DictionaryType.JobFunction,
  DictionaryType.Technology,
];

/** The sign-up wizard (spec point 4): personal is details → experience → photo, business is
 *  company details → logo. Step 1 checks the e-mail on the server before going on. */
export class SignUpStore {
  profileType: ProfileType;
  step: SignUpStep = 1;
  image: File | undefined = undefined;
  imageError: FieldMessage | undefined = undefined;
  botToken: string | undefined = undefined;
  botError: FieldMessage | undefined = undefined;
  /** Bumped to give the bot check widget a fresh challenge (a payload is good for one try). */
  botWidgetKey = 0;
  /** Messages for the whole request from the last submit. */
  formErrors: FieldMessage[] = [];
  readonly details: FormState<DetailsValues>;
  readonly experience: FormState<ExperienceValues>;
  readonly dictionaries: Loadable<DictionaryItem[]>;

  constructor(
    private readonly deps: SignUpStoreDeps,
    /** `?business` in the address: company only, no profile-type switch. */
    readonly businessOnly: boolean,
  ) {
    this.profileType = businessOnly ? 'business' : 'personal';
    this.details = new FormState<DetailsValues>(
      { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
      {
        name: (value) => (this.profileType === 'business' ? companyNameRule(value) : fullNameRule(value)),
        email: emailRule,
        password: passwordRule,
        confirmPassword: (value, values) => confirmPasswordRule(value, values.password),
        acceptTerms: (value) => (value ? undefined : 'validation.signUpTermsRequired'),
      },
      { password: ['confirmPassword'] },
    );
    this.experience = new FormState<ExperienceValues>(
      { field: null, experience: null, technologies: [], jobFunctions: [] },
      { technologies: technologiesRule },
    );
    this.dictionaries = new Loadable(() => deps.api.common.getDictionary({ dictionaryType: DICTIONARY_TYPES }));
    makeAutoObservable<SignUpStore, 'deps'>(this, {
      deps: false,
      details: false,
      experience: false,
      dictionaries: false,
      image: observableRef,
    });
  }

  get isPersonal(): boolean {
    return this.profileType === 'personal';
  }

  /** The steps of the step bar for this profile type. */
  get steps(): SignUpStep[] {
    return this.isPersonal ? [1, 2, 3] : [1, 3];
  }

  /** The place of the current step in the step bar; the done step is past the last. */
  get stepIndex(): number {
    return this.step === 4 ? this.steps.length : this.steps.indexOf(this.step);
  }

  get showsProfileTypeSwitch(): boolean {
    return this.step === 1 && !this.businessOnly;
  }

  get isCheckingEmail(): boolean {
    return this.deps.auth.loading.checkEmail;
  }

  get isSubmitting(): boolean {
    return this.deps.auth.loading.signUp;
  }

  get fieldOptions(): Option[] {
    return this.optionsOf(DictionaryType.Field);
  }

  get experienceOptions(): Option[] {
    return this.optionsOf(DictionaryType.Experience);
  }

  /** Technologies under their categories. */
  get technologyGroups(): OptionGroup[] {
    return this.groupsOf(DictionaryType.Technology);
  }

  /** Job functions under their parent functions. */
  get jobFunctionGroups(): OptionGroup[] {
    return this.groupsOf(DictionaryType.JobFunction);
  }

  setProfileType(type: ProfileType): void {
    if (!this.showsProfileTypeSwitch || type === this.profileType) return;
    this.profileType = type;
    this.details.setFieldError('name', undefined);
    this.image = undefined;
    this.imageError = undefined;
  }

  loadDictionaries(): void {
    void this.dictionaries.ensureLoaded();
  }

  /** Step 1 → the e-mail must be free; step 2 → at least one technology. */
  async next(): Promise<void> {
    if (this.step === 1) {
      if (!this.details.validate()) return;
      try {
        await this.deps.auth.checkEmail(this.details.values.email.trim());
      } catch (error) {
        this.details.applyServerErrors(error);
        return;
      }
      runInAction(() => {
        this.step = this.isPersonal ? 2 : 3;
      });
    } else if (this.step === 2) {
      if (this.experience.validate()) this.step = 3;
    }
  }

  back(): void {
    const index = this.steps.indexOf(this.step);
    if (index > 0) this.step = this.steps[index - 1];
  }

  /** A picked photo or logo: jpeg, jpg, png or webp up to 10000 KB, or a warning toast. */
  setImage(file: File | null): boolean {
    if (!file) {
      this.image = undefined;
      return true;
    }
    const problem = imageFileRule(file);
    if (problem) {
      this.deps.warn({ key: problem });
      return false;
    }
    this.image = file;
    this.imageError = undefined;
    return true;
  }

  setBotToken(token: string | undefined): void {
    this.botToken = token;
    if (token) this.botError = undefined;
  }

  /** Creates the account; true when done (the visitor is signed in, step 4). Server messages go
   *  to their field, and the wizard goes back to the first step that has one. */
  async submit(): Promise<boolean> {
    this.formErrors = [];
    if (!this.isPersonal && !this.image) {
      this.deps.warn({ key: 'validation.logoRequired' });
      return false;
    }
    if (this.deps.botCheck.usesWidget && !this.botToken) {
      this.botError = { key: 'botCheck.required' };
      return false;
    }
    const { name, email, password, confirmPassword, acceptTerms } = this.details.values;
    const base = {
      name: normalizeName(name),
      email: email.trim(),
      password,
      confirmPassword,
      acceptTerms,
      profileImage: this.image ?? null,
      botToken: this.botToken,
    };
    try {
      if (this.isPersonal) {
        const { field, experience, technologies, jobFunctions } = this.experience.values;
        await this.deps.auth.signUp({
          kind: 'personal',
          user: { ...base, field, experience, technologies, jobFunctions },
        });
      } else {
        await this.deps.auth.signUp({ kind: 'business', company: base });
      }
      this.deps.onSignedUp?.(base.email);
      runInAction(() => {
        this.step = 4;
      });
      return true;
    } catch (error) {
      this.showSubmitErrors(error);
      return false;
    }
  }

  private showSubmitErrors(error: unknown): void {
    // The bot check's payload is spent: a fresh challenge for the next try.
    this.botToken = undefined;
    this.botWidgetKey += 1;
    if (!(error instanceof ApiError)) {
      this.formErrors = [SOMETHING_WENT_WRONG];
      return;
    }
    const general: FieldMessage[] = [];
    let firstStep: SignUpStep = 3;
    const detailNames = this.details.fieldNames.map(String);
    const experienceNames = this.experience.fieldNames.map(String);
    for (const [key, messages] of Object.entries(error.errors)) {
      const text = messages[0];
      if (!text) continue;
      const lower = key.toLowerCase();
      const detail = detailNames.find((name) => name.toLowerCase() === lower);
      const experience = experienceNames.find((name) => name.toLowerCase() === lower);
      if (detail) {
        this.details.setFieldError(detail as keyof DetailsValues, { text });
        firstStep = 1;
      } else if (experience && this.isPersonal) {
        this.experience.setFieldError(experience as keyof ExperienceValues, { text });
        if (firstStep > 2) firstStep = 2;
      } else if (lower === 'profileimage') {
        this.imageError = { text };
        this.image = undefined;
        this.deps.warn({ text });
      } else if (lower === 'bottoken') {
        this.botError = { text };
      } else {
        general.push(...messages.map((message) => ({ text: message })));
      }
    }
    if (!Object.keys(error.errors).length) general.push(SOMETHING_WENT_WRONG);
    this.formErrors = general;
    this.step = firstStep;
  }

  private optionsOf(type: DictionaryType): Option[] {
    return dictionaryOptions(this.dictionaries.value, type, this.deps.language);
  }

  private groupsOf(type: DictionaryType): OptionGroup[] {
    return dictionaryGroups(this.dictionaries.value, type, this.deps.language, this.deps.t('signUp.otherGroup'));
  }
}
