import '@mantine/core/styles/EmptyState.css';
import { Button, EmptyState, Group, Loader, Skeleton, Stack, Title } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, NavLink } from 'react-router-dom';
import { VacancyStatus } from '../../../api/company-vacancies';
import { LoadError } from '../../../components/feedback/LoadError';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import {
  VACANCY_LISTS,
  VacancyListStore,
  listPathOf,
  type VacancyListPath,
} from '../../../stores/company-panel/VacancyListStore';
import { useStores } from '../../../stores/StoresContext';
import { ConfirmDialog } from '../../companies/ConfirmDialog';
import { VacancyCard } from './VacancyCard';
import { ListPagination } from '../../../components/content/ListPagination';
import { useReadOnly } from '../../../components/view-as/use-read-only';

const CREATE_PATH = '/companyPanel/vacancies/create';

/** "New vacancy": a link to the form, or a disabled button in a view-as session. */
const CreateVacancyButton = observer(function CreateVacancyButton() {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const icon = <IconPlus size={16} aria-hidden />;
  return readOnly ? (
    <Button disabled leftSection={icon}>
      {t('companyVacancies.create')}
    </Button>
  ) : (
    <Button component={Link} to={CREATE_PATH} leftSection={icon}>
      {t('companyVacancies.create')}
    </Button>
  );
});

/** The three lists as links, each its own route. */
function VacancyListLinks({ current }: { current: VacancyStatus }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap="xs" aria-label={t('companyVacancies.listsLabel')}>
      {VACANCY_LISTS.map((list) => (
        <Button
          key={list.path}
          component={NavLink}
          to={`/companyPanel/vacancies/${list.path}`}
          variant={list.type === current ? 'light' : 'subtle'}
          color={list.type === current ? 'indigo' : 'gray'}
          radius="xl"
        >
          {t(`companyVacancies.lists.${list.path}`)}
        </Button>
      ))}
    </Group>
  );
}

const VacancyList = observer(function VacancyList({ type }: { type: VacancyStatus }) {
  const { t } = useTranslation();
  const root = useStores();
  const [list] = useState(
    () => new VacancyListStore({ api: root.api, toast: (kind, message) => root.toast(kind, message) }, type),
  );
  const path = listPathOf(type);
  useCrumbTitle(`/companyPanel/vacancies/${path}`, t(`companyVacancies.lists.${path}`));
  useEffect(() => {
    list.ensureLoaded();
  }, [list]);

  const deleting = list.deleting;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('companyVacancies.title')}</Title>
        <CreateVacancyButton />
      </Group>
      <VacancyListLinks current={type} />
      {list.error ? (
        <LoadError onRetry={() => void list.load()} />
      ) : !list.result ? (
        <Stack gap="md" aria-busy="true" aria-label={t('companyVacancies.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={120} radius="lg" />
          ))}
        </Stack>
      ) : list.isEmpty ? (
        <EmptyState
          icon={<IconBriefcase size={28} aria-hidden />}
          variant="light"
          title={t(`companyVacancies.empty.${path}.title`)}
          description={t(`companyVacancies.empty.${path}.text`)}
        >
          <CreateVacancyButton />
        </EmptyState>
      ) : (
        <Stack component="section" gap="md" aria-label={t(`companyVacancies.lists.${path}`)} aria-busy={list.isLoading}>
          {list.isLoading && <Loader size="xs" aria-label={t('companyVacancies.loading')} />}
          {list.items.map((item) => (
            <VacancyCard key={item.id} item={item} list={list} />
          ))}
        </Stack>
      )}
      {list.result && (
        <ListPagination total={list.pageCount} value={list.page} onChange={(page) => list.setPage(page)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('companyVacancies.deleteDialog.title')}
        text={
          deleting
            ? t('companyVacancies.deleteDialog.text', { title: root.language.pick(deleting.title, deleting.titleGE) })
            : ''
        }
        confirmLabel={t('companyVacancies.deleteDialog.confirm')}
        loading={deleting !== null && list.busyWith(deleting.id) === 'delete'}
        errors={[]}
        onConfirm={() => void list.confirmDelete()}
        onClose={() => list.cancelDelete()}
      />
    </Stack>
  );
});

/** /companyPanel/vacancies/active, /ended and /drafts: one list each (spec point 2). */
export function VacancyListPage({ list }: { list: VacancyListPath }) {
  const type = VACANCY_LISTS.find((each) => each.path === list)?.type ?? VacancyStatus.Active;
  // A list of its own for each route: switching lists starts afresh.
  return <VacancyList key={type} type={type} />;
}
