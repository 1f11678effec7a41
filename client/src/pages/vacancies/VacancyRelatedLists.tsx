import { Anchor, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { VacancyListItem } from '../../api/vacancy';
import type { VacancyPageStore } from '../../stores/vacancies/VacancyPageStore';
import { useStores } from '../../stores/StoresContext';
import classes from '../companies/Companies.module.css';

/** The company's other vacancies and similar vacancies (spec point 2), as two short lists of links. */
export const VacancyRelatedLists = observer(function VacancyRelatedLists({ page }: { page: VacancyPageStore }) {
  const { t } = useTranslation();
  const related = page.relatedLists;
  if (!related || (related.otherVacancies.length === 0 && related.similarVacancies.length === 0)) return null;
  return (
    <div className={classes.twoColumns} style={{ gap: 'var(--mantine-spacing-lg)', marginTop: 'var(--mantine-spacing-md)' }}>
      <VacancyLinks id="other-vacancies" title={t('vacancyPage.otherVacancies')} items={related.otherVacancies} />
      <VacancyLinks id="similar-vacancies" title={t('vacancyPage.similarVacancies')} items={related.similarVacancies} />
    </div>
  );
});

function VacancyLinks({ id, title, items }: { id: string; title: string; items: VacancyListItem[] }) {
  const { language } = useStores();
  if (items.length === 0) return <div />;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Stack component="ul" gap="xs" className={classes.plainList}>
        {items.map((item) => (
          <Stack component="li" gap={0} key={item.id}>
            <Anchor component={Link} to={`/vacancies/${item.id}`} fw={500}>
              {language.pick(item.title, item.titleGE)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {item.company.name}
            </Text>
          </Stack>
        ))}
      </Stack>
    </section>
  );
}
