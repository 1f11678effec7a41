import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { Toast } from './VacancyMessages';

/** The profile progress at which an unverified company may publish (spec points 4 and 9). */
export const FULL_PROGRESS = 100;

export type VacancyAccess = 'checking' | 'allowed' | 'denied' | 'failed';

/** The guard of the company panel's vacancy pages (spec point 4): a company that is verified or
 *  whose profile progress is 100 percent may open them; any other goes back to its general
 *  information, told why. The server refuses the same calls. */
export class VacancyAccessStore {
  access: VacancyAccess = 'checking';
  isVerified = false;
  progress = 0;
  private pending: Promise<void> | undefined = undefined;

  constructor(private readonly deps: { api: Api; toast: Toast }) {
    makeAutoObservable<VacancyAccessStore, 'deps' | 'pending'>(this, { deps: false, pending: false });
  }

  /** Asks the server once (a second call while the first runs shares it); says why on denial. */
  check(): Promise<void> {
    this.pending ??= this.run().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async run(): Promise<void> {
    this.access = 'checking';
    const { company } = this.deps.api;
    const [progress, profile] = await Promise.allSettled([
      company.getCompanyProgress(),
      company.getCompanyProfileInfo(),
    ]);
    const percent = progress.status === 'fulfilled' ? progress.value.progress : undefined;
    const isVerified = profile.status === 'fulfilled' ? profile.value.isVerified : undefined;
    // Either answer may let the company in; only two answers can keep it out.
    const access: VacancyAccess =
      isVerified === true || (percent ?? 0) >= FULL_PROGRESS
        ? 'allowed'
        : percent === undefined || isVerified === undefined
          ? 'failed'
          : 'denied';
    runInAction(() => {
      this.isVerified = isVerified ?? false;
      this.progress = percent ?? 0;
      this.access = access;
    });
    if (access === 'denied') this.deps.toast('warning', { key: 'companyVacancies.guard.profileIncomplete' });
  }
}
