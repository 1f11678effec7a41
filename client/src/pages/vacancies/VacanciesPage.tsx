import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoader } from '../../components/feedback/PageLoader';
import { formatSalary } from '../../lib/salary';
import { Loadable } from '../../stores/base/Loadable';
import { useStores } from '../../stores/StoresContext';

/** /vacancies: the newest open vacancies (a first, plain version of the search page). */
export const VacanciesPage = observer(function VacanciesPage() {
  const { t } = useTranslation();
  const { api, language } = useStores();
  const [vacancies] = useState(() => new Loadable(() => api.vacancy.searchVacancies()));
  const page = vacancies.value;

  useEffect(() => {
    void vacancies.load();
  }, [vacancies, language.locale]);

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('vacancySearch.listTitle')}</Title>
        {!page && (vacancies.failed ? <LoadError onRetry={() => void vacancies.load()} /> : <PageLoader />)}
        {page && <Text c="dimmed">{t('vacancySearch.openCount', { count: page.totalCount })}</Text>}
        {page?.items.length === 0 && <Text>{t('vacancySearch.empty')}</Text>}
        {page?.items.map((vacancy) => {
          const salary = vacancy.salary && formatSalary(vacancy.salary, language.locale);
          return (
            <Paper key={vacancy.id} withBorder radius="md" p="md">
              <Anchor component={Link} to={`/vacancies/${vacancy.id}`} fw={600}>
                {language.pick(vacancy.title, vacancy.titleGE)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[vacancy.company.name, vacancy.city?.name, salary].filter(Boolean).join(' · ')}
              </Text>
            </Paper>
          );
        })}
      </Stack>
    </Container>
  );
});
