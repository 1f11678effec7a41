import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../../api/api-error';
import type { CompanyVacancy } from '../../../api/company-vacancies';
import { ApplicationDetailsStore } from './ApplicationDetailsStore';
import type { ApplicantsDeps } from './cv-download';
import { RejectionMailStore } from './RejectionMailStore';
import { TalentDetailsStore } from './TalentDetailsStore';
import { VacancyApplicantsStore } from './VacancyApplicantsStore';

/** The id at the end of a vacancy's transformed title (`senior-go-developer-42`, or just `42`). */
export function vacancyIdOfTransformedTitle(transformedTitle: string | undefined): number | undefined {
  const match = /(?:^|-)(\d+)$/.exec(transformedTitle ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The vacancy details page of the company panel: the vacancy, its applicants, the drawers of an
 *  application and of a talent, and the rejection-mail setting. */
export class VacancyDetailsStore {
  vacancy: CompanyVacancy | undefined = undefined;
  error: ApiError | undefined = undefined;
  readonly applicants: VacancyApplicantsStore;
  readonly application: ApplicationDetailsStore;
  readonly talent: TalentDetailsStore;
  readonly rejectionMail: RejectionMailStore;
  private started = false;

  constructor(
    private readonly deps: ApplicantsDeps,
    readonly vacancyId: number,
  ) {
    this.applicants = new VacancyApplicantsStore(deps, vacancyId, (userId, isFavorite) =>
      this.talent.syncFavorite(userId, isFavorite),
    );
    this.application = new ApplicationDetailsStore(deps, (change) => this.applicants.applyStatus(change));
    this.talent = new TalentDetailsStore(deps, (userId, isFavorite) => this.applicants.setFavorite(userId, isFavorite));
    this.rejectionMail = new RejectionMailStore(deps);
    makeAutoObservable<VacancyDetailsStore, 'deps' | 'started'>(this, {
      deps: false,
      started: false,
      vacancyId: false,
      applicants: false,
      application: false,
      talent: false,
      rejectionMail: false,
      vacancy: observableRef,
      error: observableRef,
    });
  }

  /** Not a vacancy of this company (or none at all). */
  get notFound(): boolean {
    return this.error?.status === 404 || this.error?.status === 403;
  }

  /** The vacancy and its first page of applicants side by side, then the rejection-mail setting. */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.applicants.list.load(1);
    void this.loadVacancy();
  }

  /** What the server names in the request's language, again after a language switch. */
  reloadForLanguage(): void {
    void this.applicants.list.load();
    if (this.application.record.isOpen) void this.application.record.load();
    if (this.talent.record.isOpen) void this.talent.record.load();
  }

  async loadVacancy(): Promise<void> {
    this.error = undefined;
    try {
      const vacancy = await this.deps.api.companyVacancies.getVacancy(this.vacancyId);
      runInAction(() => (this.vacancy = vacancy));
      // The setting matters only beside a vacancy of the company's own.
      if (!this.rejectionMail.isLoaded) void this.rejectionMail.load();
    } catch (error) {
      runInAction(() => (this.error = error instanceof ApiError ? error : new ApiError(0)));
    }
  }
}
