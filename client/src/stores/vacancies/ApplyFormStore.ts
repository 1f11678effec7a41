import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { FormState } from '../../lib/forms/form-state';
import { GEORGIAN_OR_ENGLISH_TEXT, phoneRule, profileEmailRule } from '../../lib/validation/company-profile-rules';

/** The server's limits of the application form (src/modules/vacancy/applications/dto). */
export const APPLY_FULL_NAME_MIN = 2;
export const APPLY_FULL_NAME_MAX = 100;
export const APPLY_MESSAGE_MAX = 2000;
/** A CV: PDF, DOC or DOCX, at most 10 MB (a quick check here; the server decides by content). */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'];
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const CV_MAX_BYTES = 10 * 1024 * 1024;

export interface ApplyValues {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  /** 'last' applies with the account's last CV, 'new' with the picked file. */
  cvChoice: 'last' | 'new';
  cv: File | null;
}

/** What the form is filled with when it opens: the signed-in account. */
export interface ApplyAccount {
  fullName: string;
  email: string;
  /** The talent profile's phone, if any. */
  phone: string | null;
  cvFileName: string | null;
}

/** A message key when the file is not a CV the server would take, by name and size. */
export function cvFileRule(file: File | null): string | undefined {
  if (!file) return 'vacancyPage.apply.errors.cvRequired';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !CV_EXTENSIONS.includes(extension)) return 'vacancyPage.apply.errors.cvFormat';
  if (file.size > CV_MAX_BYTES) return 'vacancyPage.apply.errors.cvTooLarge';
  return undefined;
}

/** The application dialog of the vacancy page (spec points 4, 5): the fields, the client's rules
 *  and the multipart submit; the server's messages land on their fields or on the form. */
export class ApplyFormStore {
  readonly form = new FormState<ApplyValues>(
    { fullName: '', email: '', phone: '', message: '', cvChoice: 'new', cv: null },
    {
      fullName: (value) => {
        const text = value.trim();
        if (!text) return 'vacancyPage.apply.errors.fullNameRequired';
        if (text.length < APPLY_FULL_NAME_MIN || text.length > APPLY_FULL_NAME_MAX)
          return 'vacancyPage.apply.errors.fullNameLength';
        return GEORGIAN_OR_ENGLISH_TEXT.test(text) ? undefined : 'vacancyPage.apply.errors.fullNameLanguage';
      },
      email: (value) => {
        if (!value.trim()) return 'vacancyPage.apply.errors.emailRequired';
        return profileEmailRule(value) ? 'vacancyPage.apply.errors.emailInvalid' : undefined;
      },
      phone: (value) => {
        if (!value.trim()) return 'vacancyPage.apply.errors.phoneRequired';
        return phoneRule(value) ? 'vacancyPage.apply.errors.phoneInvalid' : undefined;
      },
      message: (value) => {
        const text = value.trim();
        if (text.length > APPLY_MESSAGE_MAX) return 'vacancyPage.apply.errors.messageTooLong';
        return GEORGIAN_OR_ENGLISH_TEXT.test(text) ? undefined : 'vacancyPage.apply.errors.messageLanguage';
      },
      cv: (value, values) => (values.cvChoice === 'last' ? undefined : cvFileRule(value)),
    },
    { cvChoice: ['cv'] },
  );
  opened = false;
  sending = false;
  /** The account's last CV, offered instead of a new file. */
  lastCvFileName: string | null = null;

  constructor(
    private readonly api: Api,
    readonly vacancyId: number,
  ) {
    makeAutoObservable<ApplyFormStore, 'api'>(this, { api: false, form: false, vacancyId: false });
  }

  open(account: ApplyAccount): void {
    this.lastCvFileName = account.cvFileName;
    this.form.reset({
      fullName: account.fullName,
      email: account.email,
      phone: account.phone ?? '',
      cvChoice: account.cvFileName ? 'last' : 'new',
    });
    this.opened = true;
  }

  close(): void {
    if (!this.sending) this.opened = false;
  }

  /** Picks a file: a new file means applying with it; a wrong one shows its message at once. */
  pickCv(file: File | null): void {
    this.form.set('cvChoice', 'new');
    this.form.set('cv', file);
    if (file) this.form.setFieldError('cv', cvFileRule(file) ? { key: cvFileRule(file)! } : undefined);
  }

  /** Sends the application; answers the server's success text, or null (the dialog stays open). */
  async submit(): Promise<string | null> {
    if (!this.form.validate()) return null;
    const values = this.form.values;
    const useLastCv = values.cvChoice === 'last' && this.lastCvFileName !== null;
    this.sending = true;
    try {
      const text = await this.api.applications.applyToVacancy({
        vacancyId: this.vacancyId,
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        cv: useLastCv ? null : values.cv,
        useLastCv,
      });
      runInAction(() => {
        this.opened = false;
      });
      return text;
    } catch (error) {
      this.form.applyServerErrors(error);
      return null;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
