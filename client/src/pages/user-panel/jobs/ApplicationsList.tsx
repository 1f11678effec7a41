import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TalentJobsStore } from '../../../stores/user-panel/TalentJobsStore';
import { ApplicationCard } from './ApplicationCard';
import classes from './JobLists.module.css';
import { PagedListView } from './PagedListView';

/** The applications tab: every vacancy the talent applied to, with where it stands. */
export function ApplicationsList({ store }: { store: TalentJobsStore }) {
  const { t } = useTranslation();
  return (
    <PagedListView
      list={store.applications}
      label={t('talentJobs.applications.listLabel')}
      loadingLabel={t('talentJobs.applications.loading')}
      empty={{
        icon: <IconSend size={28} aria-hidden />,
        title: t('talentJobs.applications.emptyTitle'),
        description: t('talentJobs.applications.emptyText'),
      }}
      className={classes.rows}
      skeletonHeight={110}
      keyOf={(application) => application.id}
      renderItem={(application) => <ApplicationCard application={application} />}
    />
  );
}
