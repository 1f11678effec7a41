import { makeAutoObservable } from 'mobx';
import type { CountryCode, CountryCodes } from '../../api/common';
import { SOCIAL_LINK_FIELDS, type UpdateCompanyContactBody } from '../../api/company';
import { FormState, type FieldRules } from '../../lib/forms/form-state';
import {
  DEFAULT_COUNTRY_CODE,
  MAP_URL_MAX_LENGTH,
  OFFICE_MAX_LENGTH,
  optionalText,
  phoneRule,
  profileEmailRule,
  profileTextRule,
  profileUrlRule,
  URL_MAX_LENGTH,
  withScheme,
} from '../../lib/validation/company-profile-rules';
import type { Loadable } from '../base/Loadable';
import { saveDialog, type ProfileEditorDeps } from './profile-editing';

/** The contact object of spec point 3, as the form edits it (text everywhere, '' for none). */
export type ContactValues = { [K in keyof UpdateCompanyContactBody]-?: string };

export const LINK_FIELDS = SOCIAL_LINK_FIELDS;
export const MAP_FIELDS = ['googleMapUrl', 'headQuarterGoogleMapUrl'] as const;
const URL_FIELDS = ['website', ...MAP_FIELDS, ...LINK_FIELDS] as const;

const EMPTY: ContactValues = {
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  email: '',
  website: '',
  georgiaOffice: '',
  georgiaOfficeGe: '',
  googleMapUrl: '',
  headQuarter: '',
  headQuarterGe: '',
  headQuarterGoogleMapUrl: '',
  facebookUrl: '',
  linkedInUrl: '',
  twitterUrl: '',
  youTubeUrl: '',
  tikTokUrl: '',
};

const rules: FieldRules<ContactValues> = {
  phoneNumber: phoneRule,
  email: profileEmailRule,
  website: (value) => profileUrlRule(value, URL_MAX_LENGTH),
  georgiaOffice: (value) => profileTextRule(value, OFFICE_MAX_LENGTH, 'english'),
  georgiaOfficeGe: (value) => profileTextRule(value, OFFICE_MAX_LENGTH, 'georgianOrEnglish'),
  googleMapUrl: (value) => profileUrlRule(value, MAP_URL_MAX_LENGTH),
  headQuarter: (value) => profileTextRule(value, OFFICE_MAX_LENGTH, 'english'),
  headQuarterGe: (value) => profileTextRule(value, OFFICE_MAX_LENGTH, 'georgianOrEnglish'),
  headQuarterGoogleMapUrl: (value) => profileUrlRule(value, MAP_URL_MAX_LENGTH),
  ...Object.fromEntries(LINK_FIELDS.map((field) => [field, (value: string) => profileUrlRule(value, URL_MAX_LENGTH)])),
};

export interface CountryOption {
  /** The country (ISO code): several countries share a dial code. */
  value: string;
  label: string;
  dialCode: string;
  /** What the picker's search matches: code, dial code and both names (spec point 5). */
  search: string;
}

/** The contact dialog: phone with a country code (Georgia +995 by default), e-mail, website,
 *  offices in English and Georgian with map links, social links. Links may be typed without a
 *  scheme (`http://` is put in front). */
export class ContactEditor {
  readonly form = new FormState<ContactValues>(EMPTY, rules);
  opened = false;
  saving = false;
  /** The picked country, when the dial code came from the picker. */
  country: string | null = null;

  constructor(
    private readonly deps: ProfileEditorDeps,
    private readonly countryCodes: Loadable<CountryCodes[]>,
  ) {
    makeAutoObservable<ContactEditor, 'deps' | 'countryCodes'>(this, { deps: false, countryCodes: false, form: false });
  }

  private get countries(): CountryCode[] {
    return (this.countryCodes.value ?? []).flatMap((group) => group.countryCodes ?? []);
  }

  /** The picker's choices, named in the page's language; the current dial code is always one. */
  get countryOptions(): CountryOption[] {
    const { language } = this.deps;
    const options = this.countries.map((country) => {
      const name = language.pick(country.name, country.nameGE);
      return {
        value: country.code,
        label: `${name} (${country.dialCode})`,
        dialCode: country.dialCode,
        search: [country.code, country.dialCode, country.name, country.nameGE].join(' ').toLowerCase(),
      };
    });
    const dialCode = this.form.values.countryCode;
    if (!options.some((option) => option.dialCode === dialCode)) {
      options.unshift({ value: dialCode, label: dialCode, dialCode, search: dialCode });
    }
    return options;
  }

  /** The picker's value: the picked country, else the first one with the dial code (Georgia for +995). */
  get countryValue(): string | null {
    const dialCode = this.form.values.countryCode;
    const options = this.countryOptions;
    if (this.country && options.some((option) => option.value === this.country && option.dialCode === dialCode))
      return this.country;
    const georgia = dialCode === DEFAULT_COUNTRY_CODE ? options.find((option) => option.value === 'GE') : undefined;
    return (georgia ?? options.find((option) => option.dialCode === dialCode))?.value ?? null;
  }

  /** Opens with the saved card (a company without one starts with +995). */
  open(): void {
    const contact = this.deps.profile()?.contact;
    const values = { ...EMPTY };
    if (contact) {
      for (const field of Object.keys(EMPTY) as (keyof ContactValues)[]) values[field] = contact[field] ?? EMPTY[field];
    }
    this.form.reset(values);
    this.country = null;
    this.opened = true;
    void this.countryCodes.ensureLoaded();
  }

  close(): void {
    this.opened = false;
  }

  pickCountry(value: string | null): void {
    const option = this.countryOptions.find((candidate) => candidate.value === value);
    this.country = option ? option.value : null;
    this.form.set('countryCode', option?.dialCode ?? DEFAULT_COUNTRY_CODE);
  }

  /** What is sent: trimmed text, null for an empty field, links with a scheme. */
  get body(): UpdateCompanyContactBody {
    const values = this.form.values;
    const body = { countryCode: values.countryCode || DEFAULT_COUNTRY_CODE } as UpdateCompanyContactBody;
    for (const field of Object.keys(EMPTY) as (keyof ContactValues)[]) {
      if (field === 'countryCode') continue;
      const text = optionalText(values[field]);
      body[field] = text !== null && (URL_FIELDS as readonly string[]).includes(field) ? withScheme(text) : text;
    }
    return body;
  }

  /** Saves the card; on success closes and fetches the profile and the progress again. A failure
   *  keeps the dialog open with the values, the server's messages on their fields and in a toast. */
  async save(): Promise<boolean> {
    const form = this.form;
    if (!form.validate()) return false;
    return saveDialog(
      this,
      this.deps,
      () => this.deps.api.company.updateCompanyContactInfo(this.body),
      (error) => form.applyServerErrors(error),
    );
  }
}
