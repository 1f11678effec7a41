import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminDashboard, AdminDashboardApi } from '../../api/admin-dashboard';
import { ApiError } from '../../api/api-error';

/** The dashboard's figures and recent audit rows, read when the tab opens and on demand. */
export class AdminDashboardStore {
  dashboard: AdminDashboard | undefined = undefined;
  isLoading = false;
  error: ApiError | undefined = undefined;

  constructor(private readonly api: AdminDashboardApi) {
    makeAutoObservable<AdminDashboardStore, 'api'>(this, {
      api: false,
      dashboard: observableRef,
      error: observableRef,
    });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = undefined;
    try {
      const dashboard = await this.api.getDashboard();
      runInAction(() => {
        this.dashboard = dashboard;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof ApiError ? error : new ApiError(0);
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }
}
