import { makeAutoObservable, runInAction } from 'mobx';
import type { ApplicantItem, ApplicantsSort, StatusChange } from '../../../api/company-applicants';
import type { ApplicationStatus } from '../../../api/enums';
import { PagedList } from '../../base/PagedList';
import { toastServerErrors } from '../VacancyMessages';
import { downloadFile, type ApplicantsDeps } from './cv-download';

/** How many applicants one page shows. */
export const APPLICANTS_PAGE_SIZE = 20;

export type ZipDownload = 'all' | 'selected';

/** A vacancy's applicants a page at a time, filtered by status and sorted by date, with the CVs chosen for a zip, the
 *  CV downloads under way and the talents being saved or forgotten. */
export class VacancyApplicantsStore {
  /** The status shown; undefined for all. */
  status: ApplicationStatus | undefined = undefined;
  /** By the time of applying: newest first unless the company asks for the oldest. */
  sort: ApplicantsSort = 'newest';
  /** Application ids whose CVs go in the next zip (across pages). */
  selected: number[] = [];
  zipDownload: ZipDownload | null = null;
  /** Applications whose CV is downloading. */
  cvDownloads: number[] = [];
  readonly list: PagedList<ApplicantItem>;

  constructor(
    private readonly deps: ApplicantsDeps,
    readonly vacancyId: number,
    private readonly onFavorite: (userId: number, isFavorite: boolean) => void = () => {},
  ) {
    this.list = new PagedList(
      (page, pageSize) =>
        deps.api.companyApplicants.getVacancyApplicants(vacancyId, page, pageSize, this.status, this.sort),
      APPLICANTS_PAGE_SIZE,
    );
    makeAutoObservable<VacancyApplicantsStore, 'deps' | 'onFavorite'>(this, {
      deps: false,
      onFavorite: false,
      vacancyId: false,
      list: false,
    });
  }

  /** No applicant at all (not just none with the chosen status). */
  get hasNoApplicants(): boolean {
    return this.list.isEmpty && this.status === undefined;
  }

  setStatus(status: ApplicationStatus | undefined): void {
    if (status === this.status) return;
    this.status = status;
    this.selected = [];
    void this.list.load(1);
  }

  setSort(sort: ApplicantsSort): void {
    if (sort === this.sort) return;
    this.sort = sort;
    void this.list.load(1);
  }

  setPage(page: number): void {
    void this.list.load(page);
  }

  isSelected(applicationId: number): boolean {
    return this.selected.includes(applicationId);
  }

  toggleSelected(applicationId: number): void {
    this.selected = this.isSelected(applicationId)
      ? this.selected.filter((id) => id !== applicationId)
      : [...this.selected, applicationId];
  }

  /** A zip of every CV, or of the selected ones. */
  async downloadZip(which: ZipDownload): Promise<void> {
    if (this.zipDownload) return;
    const ids = which === 'selected' ? [...this.selected] : undefined;
    if (ids?.length === 0) return;
    this.zipDownload = which;
    await downloadFile(
      this.deps.toast,
      () => this.deps.api.companyApplicants.downloadApplicantsCv(this.vacancyId, ids),
      'cvs.zip',
    );
    runInAction(() => (this.zipDownload = null));
  }

  isDownloadingCv(applicationId: number): boolean {
    return this.cvDownloads.includes(applicationId);
  }

  async downloadCv(item: ApplicantItem): Promise<void> {
    if (this.isDownloadingCv(item.id)) return;
    this.cvDownloads = [...this.cvDownloads, item.id];
    await downloadFile(
      this.deps.toast,
      () => this.deps.api.companyApplicants.downloadApplicationCv(item.id),
      item.cvFileName || 'cv',
    );
    runInAction(() => (this.cvDownloads = this.cvDownloads.filter((id) => id !== item.id)));
  }

  isSavingFavorite(userId: number): boolean {
    return this.deps.favourites.isPending(userId);
  }

  /** Stars or unstars the talent of a row (every row of theirs follows). */
  async toggleFavorite(item: ApplicantItem): Promise<void> {
    try {
      const answer = await this.deps.favourites.set(item.userId, !item.isFavorite);
      if (!answer) return;
      this.setFavorite(item.userId, answer.isFavorite);
      this.onFavorite(item.userId, answer.isFavorite);
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }

  setFavorite(userId: number, isFavorite: boolean): void {
    this.list.update(
      (row) => row.userId === userId,
      (row) => ({ ...row, isFavorite }),
    );
  }

  /** An application's new status (opened, or changed in the drawer). */
  applyStatus(change: StatusChange): void {
    this.list.update(
      (row) => row.id === change.id && (row.status !== change.status || row.statusChangedAt !== change.statusChangedAt),
      (row) => ({ ...row, status: change.status, statusChangedAt: change.statusChangedAt }),
    );
  }
}
