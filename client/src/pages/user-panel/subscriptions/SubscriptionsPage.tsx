import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useStores } from '../../../stores/StoresContext';
import { SubscriptionsPageStore } from '../../../stores/user-panel/subscriptions/SubscriptionsPageStore';
import { CompanySubscriptions } from './CompanySubscriptions';
import { JobFunctionSubscriptions } from './JobFunctionSubscriptions';
import { SavedSearches } from './SavedSearches';

/** /userPanel/user-subscriptions: the companies, job functions and saved searches the talent gets
 *  digests for, each daily or weekly (spec points 2 and 9). */
export const SubscriptionsPage = observer(function SubscriptionsPage() {
  const { t } = useTranslation();
  const root = useStores();
  const [page] = useState(
    () =>
      new SubscriptionsPageStore({
        api: root.api,
        toast: (kind, message) => root.toast(kind, message),
        language: root.language,
        t: (key) => root.i18n.t(key),
      }),
  );
  useEffect(() => {
    page.load();
  }, [page]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('subscriptions.title')}</Title>
        <Text c="dimmed">{t('subscriptions.intro')}</Text>
      </Stack>
      <CompanySubscriptions store={page.companies} />
      <JobFunctionSubscriptions store={page.jobFunctions} dictionary={page.dictionary} />
      <SavedSearches store={page.searches} dictionary={page.dictionary} />
    </Stack>
  );
});
