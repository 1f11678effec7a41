import { makeAutoObservable, runInAction } from 'mobx';
import type { ApplicationDetails, StatusChange } from '../../../api/company-applicants';
import type { ApplicationStatus } from '../../../api/enums';
import { OpenedRecord } from '../../base/OpenedRecord';
import { toastServerErrors } from '../VacancyMessages';
import { downloadFile, type ApplicantsDeps } from './cv-download';

/** The application open in the drawer: its details (opening a new one makes it Viewed on the
 *  server), its CV and its status. Every status it learns goes to `onStatus` for the list's row. */
export class ApplicationDetailsStore {
  readonly record: OpenedRecord<ApplicationDetails>;
  isSavingStatus = false;
  isDownloading = false;

  constructor(
    private readonly deps: ApplicantsDeps,
    private readonly onStatus: (change: StatusChange) => void,
  ) {
    this.record = new OpenedRecord(
      (id) => deps.api.companyApplicants.getVacancyApplication(id),
      (details) => onStatus({ id: details.id, status: details.status, statusChangedAt: details.statusChangedAt }),
    );
    makeAutoObservable<ApplicationDetailsStore, 'deps' | 'onStatus'>(this, {
      deps: false,
      onStatus: false,
      record: false,
    });
  }

  get details(): ApplicationDetails | undefined {
    return this.record.value;
  }

  async setStatus(status: ApplicationStatus): Promise<void> {
    const details = this.details;
    if (!details || this.isSavingStatus || details.status === status) return;
    this.isSavingStatus = true;
    try {
      const change = await this.deps.api.companyApplicants.updateApplicationStatus(details.id, status);
      runInAction(() => {
        if (this.details?.id === change.id)
          this.record.set({ ...this.details, status: change.status, statusChangedAt: change.statusChangedAt });
      });
      this.onStatus(change);
      this.deps.toast('success', { key: 'applicants.application.statusChanged' });
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    } finally {
      runInAction(() => (this.isSavingStatus = false));
    }
  }

  async downloadCv(): Promise<void> {
    const details = this.details;
    if (!details || this.isDownloading) return;
    this.isDownloading = true;
    await downloadFile(
      this.deps.toast,
      () => this.deps.api.companyApplicants.downloadApplicationCv(details.id),
      details.cvFileName || 'cv',
    );
    runInAction(() => (this.isDownloading = false));
  }
}
