import { makeAutoObservable, runInAction } from 'mobx';
import type { TalentDetails } from '../../../api/company-applicants';
import { OpenedRecord } from '../../base/OpenedRecord';
import { toastServerErrors } from '../VacancyMessages';
import { applicationIdOfCvUrl, downloadFile, type ApplicantsDeps } from './cv-download';

/** The talent open in the talent drawer (of the applicants or the saved talents): who they are,
 *  their latest CV, what they applied to and saved. Saving or forgetting them goes to
 *  `onFavorite` so the page's lists follow. */
export class TalentDetailsStore {
  readonly record: OpenedRecord<TalentDetails>;
  isDownloading = false;

  constructor(
    private readonly deps: ApplicantsDeps,
    private readonly onFavorite: (userId: number, isFavorite: boolean) => void,
  ) {
    this.record = new OpenedRecord((userId) => deps.api.companyApplicants.getTalentDetails(userId));
    makeAutoObservable<TalentDetailsStore, 'deps' | 'onFavorite'>(this, {
      deps: false,
      onFavorite: false,
      record: false,
    });
  }

  get details(): TalentDetails | undefined {
    return this.record.value;
  }

  /** The talent has no application to this company (any more), or is gone. */
  get notFound(): boolean {
    return this.record.error?.status === 404;
  }

  /** The application whose CV is the talent's latest. */
  get cvApplicationId(): number | undefined {
    return applicationIdOfCvUrl(this.details?.cvUrl) ?? this.details?.appliedJobs[0]?.applicationId;
  }

  get isSavingFavorite(): boolean {
    return this.details !== undefined && this.deps.favourites.isPending(this.details.id);
  }

  /** The talent was saved or forgotten elsewhere on the page. */
  syncFavorite(userId: number, isFavorite: boolean): void {
    if (this.details?.id === userId) this.record.set({ ...this.details, isFavorite });
  }

  async toggleFavorite(): Promise<void> {
    const details = this.details;
    if (!details) return;
    try {
      const answer = await this.deps.favourites.set(details.id, !details.isFavorite);
      if (!answer) return;
      runInAction(() => this.syncFavorite(details.id, answer.isFavorite));
      this.onFavorite(details.id, answer.isFavorite);
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }

  async downloadCv(): Promise<void> {
    const id = this.cvApplicationId;
    if (id === undefined || this.isDownloading) return;
    this.isDownloading = true;
    await downloadFile(
      this.deps.toast,
      () => this.deps.api.companyApplicants.downloadApplicationCv(id),
      this.details?.cvFileName || 'cv',
    );
    runInAction(() => (this.isDownloading = false));
  }
}
