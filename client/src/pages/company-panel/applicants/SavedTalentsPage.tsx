import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, EmptyState, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconStar } from '@tabler/icons-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import { SavedTalentsStore } from '../../../stores/company-panel/applicants/SavedTalentsStore';
import { useStores } from '../../../stores/StoresContext';
import { SavedTalentCard } from './SavedTalentCard';
import { TalentDrawer } from './TalentDrawer';
import { ListPagination } from '../../../components/content/ListPagination';

/** /companyPanel/saved-talents: the talents the company starred among its applicants. */
export const SavedTalentsPage = observer(function SavedTalentsPage() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(
    () =>
      new SavedTalentsStore({
        api: root.api,
        toast: (kind, message) => root.toast(kind, message),
        favourites: root.favourites.talents,
      }),
  );
  const list = store.list;
  useCrumbTitle('/companyPanel/saved-talents', t('savedTalents.title'));
  useEffect(() => list.ensureLoaded(), [list]);
  useEffect(
    () =>
      reaction(
        () => root.language.locale,
        () => store.reloadForLanguage(),
      ),
    [store, root.language],
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('savedTalents.title')}</Title>
        {list.isLoaded && list.totalCount > 0 && (
          <Text size="sm" c="dimmed">
            {t('savedTalents.count', { count: list.totalCount })}
          </Text>
        )}
      </Stack>
      {list.error ? (
        <LoadError onRetry={() => void list.load()} />
      ) : !list.isLoaded ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('savedTalents.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={200} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isEmpty ? (
        <EmptyState
          icon={<IconStar size={28} aria-hidden />}
          variant="light"
          title={t('savedTalents.empty.title')}
          description={t('savedTalents.empty.text')}
        >
          <Button
            component={Link}
            to="/companyPanel/vacancies"
            variant="light"
            leftSection={<IconBriefcase size={16} aria-hidden />}
          >
            {t('savedTalents.empty.toVacancies')}
          </Button>
        </EmptyState>
      ) : (
        <Stack gap="xs">
          {list.isLoading && <Loader size="xs" aria-label={t('savedTalents.loading')} />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={list.isLoading}>
            {list.items.map((item) => (
              <SavedTalentCard key={item.id} item={item} store={store} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {list.isLoaded && (
        <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
      )}
      <TalentDrawer store={store.talent} />
    </Stack>
  );
});
