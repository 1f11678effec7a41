import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { FieldMessage } from '../../lib/forms/form-state';
import { downloadFile } from '../company-panel/applicants/cv-download';
import { serverMessages, toastServerErrors, type Toast } from '../company-panel/VacancyMessages';
import { cvFileRule } from '../vacancies/ApplyFormStore';

export interface TalentCvDeps {
  api: Api;
  toast: Toast;
  /** After an upload or a removal: the profile (file name, date) fetched again. */
  changed: () => Promise<void>;
}

/** The talent's own CV in the user panel: upload a new one (checked here first, as in the apply
 *  dialog), download it through the http client (it needs the token), remove it after a question. */
export class TalentCvStore {
  uploading = false;
  downloading = false;
  removing = false;
  confirmingRemoval = false;
  removalErrors: FieldMessage[] = [];

  constructor(private readonly deps: TalentCvDeps) {
    makeAutoObservable<TalentCvStore, 'deps'>(this, { deps: false, removalErrors: observableRef });
  }

  /** A wrong file is a warning and is not sent. */
  async upload(file: File | null): Promise<void> {
    if (!file) return;
    const problem = cvFileRule(file);
    if (problem) {
      this.deps.toast('warning', { key: problem });
      return;
    }
    this.uploading = true;
    try {
      await this.deps.api.applications.uploadCv(file);
      this.deps.toast('success', { key: 'talentProfile.cv.uploaded' });
      await this.deps.changed();
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  async download(fileName: string | null): Promise<void> {
    this.downloading = true;
    await downloadFile(this.deps.toast, () => this.deps.api.usersProfile.downloadCv(), fileName || 'cv');
    runInAction(() => {
      this.downloading = false;
    });
  }

  askRemoval(): void {
    this.removalErrors = [];
    this.confirmingRemoval = true;
  }

  cancelRemoval(): void {
    if (!this.removing) this.confirmingRemoval = false;
  }

  /** A refusal stays in the dialog. */
  async remove(): Promise<void> {
    this.removing = true;
    this.removalErrors = [];
    try {
      await this.deps.api.applications.removeCv();
      runInAction(() => {
        this.confirmingRemoval = false;
      });
      this.deps.toast('success', { key: 'talentProfile.cv.removed' });
      await this.deps.changed();
    } catch (error) {
      runInAction(() => {
        this.removalErrors = serverMessages(error);
      });
    } finally {
      runInAction(() => {
        this.removing = false;
      });
    }
  }
}
