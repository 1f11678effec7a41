import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Title } from '@mantine/core';
import { IconHeart, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { useStores } from '../../stores/StoresContext';
import { TalentJobsStore, tabOf } from '../../stores/user-panel/TalentJobsStore';
import { ApplicationsList } from './jobs/ApplicationsList';
import { SavedVacanciesList } from './jobs/SavedVacanciesList';

/** /userPanel/jobs: the talent's applications with their statuses, and the saved vacancies; the
 *  tab shown is the URL's `?tab=` (applications unless it says saved). */
export const JobsPage = observer(function JobsPage() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(
    () =>
      new TalentJobsStore({
        api: root.api,
        toast: (kind, message) => root.toast(kind, message),
        favourites: root.favourites.vacancies,
      }),
  );
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useCrumbTitle('/userPanel/jobs', t('talentJobs.title'));

  const showTab = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tabOf(value));
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('talentJobs.title')}</Title>
      {/* Only the tab shown is mounted: the saved list is asked for when it is first opened. */}
      <Tabs value={tab} onChange={showTab} keepMounted={false}>
        <Tabs.List aria-label={t('talentJobs.tabsLabel')} mb="lg">
          <Tabs.Tab value="applications" leftSection={<IconSend size={16} aria-hidden />}>
            {t('talentJobs.tabs.applications')}
          </Tabs.Tab>
          <Tabs.Tab value="saved" leftSection={<IconHeart size={16} aria-hidden />}>
            {t('talentJobs.tabs.saved')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications">
          <ApplicationsList store={store} />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <SavedVacanciesList store={store} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
});
