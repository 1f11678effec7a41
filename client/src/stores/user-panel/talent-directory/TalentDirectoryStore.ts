import { makeAutoObservable, runInAction } from 'mobx';
import {
  EXPERIENCE_YEARS_MAX,
  type DirectoryCompany,
  type TalentDirectoryView,
  type DirectoryApi,
} from '../../../api/talent-directory';
import { FormState } from '../../../lib/forms/form-state';
import { Loadable } from '../../base/Loadable';
import { whileBusy, whileBusyWith } from '../../base/busy';
import { toastServerErrors, type Toast } from '../../company-panel/VacancyMessages';

export interface DirectorySettingsValues {
  visible: boolean;
  showSalary: boolean;
  /** As typed; empty for none. */
  experienceYears: string;
}

const valuesOf = (view: TalentDirectoryView): DirectorySettingsValues => ({
  visible: view.visible,
  showSalary: view.showSalary,
  experienceYears: view.experienceYears === null ? '' : String(view.experienceYears),
});

const yearsOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export const experienceYearsRule = (text: string): string | undefined => {
  const value = text.trim();
  if (value === '') return undefined;
  return /^\d{1,2}$/.test(value) && Number(value) <= EXPERIENCE_YEARS_MAX
    ? undefined
    : 'talentDirectory.settings.yearsInvalid';
};

/** /userPanel/talentDirectory: whether companies see the talent's anonymous profile, the salary
 *  and years shown there, and the companies it is hidden from. Every answer is the whole view
 *  (with the preview), which replaces the one shown. */
export class TalentDirectoryStore {
  readonly view: Loadable<TalentDirectoryView>;
  readonly form = new FormState<DirectorySettingsValues>(
    { visible: false, showSalary: false, experienceYears: '' },
    { experienceYears: experienceYearsRule },
  );
  saving = false;
  /** The company being hidden or shown again. */
  busyCompanyId: number | undefined = undefined;

  constructor(private readonly deps: { api: DirectoryApi; toast: Toast }) {
    this.view = new Loadable(async () => {
      const view = await deps.api.talentDirectory.getSettings();
      // A reload after a language switch keeps what is being edited.
      if (!this.view.isLoaded) runInAction(() => this.form.reset(valuesOf(view)));
      return view;
    });
    makeAutoObservable<TalentDirectoryStore, 'deps'>(this, { deps: false, view: false, form: false });
  }

  get hiddenCompanies(): DirectoryCompany[] {
    return this.view.value?.hiddenCompanies ?? [];
  }

  async save(): Promise<void> {
    const { form } = this;
    if (!form.validate()) return;
    const { visible, showSalary, experienceYears } = form.values;
    try {
      const view = await whileBusy(
        (busy) => (this.saving = busy),
        () =>
          this.deps.api.talentDirectory.updateSettings({
            visible,
            showSalary,
            experienceYears: yearsOf(experienceYears),
          }),
      );
      this.show(view);
      this.deps.toast('success', { key: 'messages.updatedSuccessfully' });
    } catch (error) {
      form.applyServerErrors(error);
    }
  }

  async hide(company: { id: number }): Promise<void> {
    if (this.hiddenCompanies.some((hidden) => hidden.id === company.id)) return;
    await this.changeHidden(company.id, () => this.deps.api.talentDirectory.hideFromCompany(company.id));
  }

  async unhide(companyId: number): Promise<void> {
    await this.changeHidden(companyId, () => this.deps.api.talentDirectory.unhideFromCompany(companyId));
  }

  private async changeHidden(companyId: number, call: () => Promise<TalentDirectoryView>): Promise<void> {
    try {
      const view = await whileBusyWith((id) => (this.busyCompanyId = id), companyId, call);
      runInAction(() => (this.view.value = view));
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }

  private show(view: TalentDirectoryView): void {
    this.view.value = view;
    this.form.reset(valuesOf(view));
  }
}
