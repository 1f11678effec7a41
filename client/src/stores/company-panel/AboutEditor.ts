import { makeAutoObservable, observableRef } from 'mobx';
import { FormState } from '../../lib/forms/form-state';
import {
  ABOUT_MAX_LENGTH,
  insertWithinLimit,
  optionalText,
  profileTextRule,
} from '../../lib/validation/company-profile-rules';
import { saveDialog, type ProfileEditorDeps } from './profile-editing';

export interface AboutValues {
  /** English only. */
  aboutEn: string;
  /** Georgian or English. */
  aboutGe: string;
}

export type AboutField = keyof AboutValues;

/** The about dialog (spec points 4 and 5): both texts, at most 1000 characters each, with a
 *  characters-left counter; pasted text over the limit is cut to it with a warning. */
export class AboutEditor {
  readonly form = new FormState<AboutValues>(
    { aboutEn: '', aboutGe: '' },
    {
      aboutEn: (value) => profileTextRule(value, ABOUT_MAX_LENGTH, 'english'),
      aboutGe: (value) => profileTextRule(value, ABOUT_MAX_LENGTH, 'georgianOrEnglish'),
    },
  );
  opened = false;
  saving = false;
  /** The fields whose last paste was cut to the limit (a warning shows under them). */
  trimmed: Partial<Record<AboutField, boolean>> = {};

  constructor(private readonly deps: ProfileEditorDeps) {
    makeAutoObservable<AboutEditor, 'deps'>(this, { deps: false, form: false, trimmed: observableRef });
  }

  /** Opens with the texts as saved. */
  open(): void {
    const info = this.deps.profile();
    this.form.reset({ aboutEn: info?.about ?? '', aboutGe: info?.aboutGe ?? '' });
    this.trimmed = {};
    this.opened = true;
  }

  /** Cancel: the changes are dropped (the next open starts from the saved texts). */
  close(): void {
    this.opened = false;
  }

  remaining(field: AboutField): number {
    return Math.max(0, ABOUT_MAX_LENGTH - this.form.values[field].length);
  }

  set(field: AboutField, value: string): void {
    this.form.set(field, value.length > ABOUT_MAX_LENGTH ? value.slice(0, ABOUT_MAX_LENGTH) : value);
    if (this.trimmed[field]) this.trimmed = { ...this.trimmed, [field]: false };
  }

  /** A paste that would pass the limit is cut to it, with a warning; answers where the caret goes,
   *  or undefined when the paste fits (and the field takes it as usual). */
  paste(field: AboutField, pasted: string, selectionStart: number, selectionEnd: number): number | undefined {
    const result = insertWithinLimit(this.form.values[field], pasted, selectionStart, selectionEnd, ABOUT_MAX_LENGTH);
    if (!result.trimmed) return undefined;
    this.form.set(field, result.value);
    this.trimmed = { ...this.trimmed, [field]: true };
    this.deps.toast('warning', { key: 'panel.edit.pasteTrimmed' });
    return result.caret;
  }

  /** Saves both texts; on success closes and fetches the profile and the progress again. A
   *  failure keeps the dialog open with the values, its messages on the fields and in a toast. */
  async save(): Promise<boolean> {
    const form = this.form;
    if (!form.validate()) return false;
    return saveDialog(
      this,
      this.deps,
      () =>
        this.deps.api.company.updateCompanyAbout({
          aboutEn: optionalText(form.values.aboutEn) ?? '',
          aboutGe: optionalText(form.values.aboutGe) ?? '',
        }),
      (error) => form.applyServerErrors(error),
    );
  }
}
