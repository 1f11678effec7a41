import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/EmptyState.css';
import { Avatar, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconGift, IconStack2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { IconItem } from '../../api/company';
import { CardList } from '../home/CardList';
import cardClasses from '../home/ListCards.module.css';
import { VacancyRowCard } from '../home/VacancyRowCard';
import { companyProfilePage, useCompany } from './CompanyLayout';
import classes from './Companies.module.css';
import { withPrepare } from '../../lib/preload-route';
import { SalariesLink } from '../salaries/SalariesLink';

interface Group_ {
  key: string;
  name: string;
  items: (IconItem & { description?: string | null })[];
}

function Groups({
  groups,
  empty,
  icon,
  footerOf,
}: {
  groups: Group_[];
  empty: string;
  icon: ReactNode;
  /** What goes under an item's name (the technologies' salary link). */
  footerOf?: (item: IconItem) => ReactNode;
}) {
  const nonEmpty = groups.filter((group) => group.items.length > 0);
  if (!nonEmpty.length) return <EmptyState className={cardClasses.empty} icon={icon} variant="light" title={empty} />;
  return (
    <Stack gap="lg">
      {nonEmpty.map((group) => (
        <section key={group.key} aria-label={group.name}>
          <Title order={2} size="h4" mb="sm">
            {group.name}
          </Title>
          <ul className={classes.groupGrid}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Paper withBorder radius="md" p="sm" h="100%">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar src={item.iconUrl} alt="" size="sm" radius="sm" color="indigo">
                      {item.name.charAt(0)}
                    </Avatar>
                    <div>
                      <Text fw={500}>{item.name}</Text>
                      {item.description && (
                        <Text size="sm" c="dimmed">
                          {item.description}
                        </Text>
                      )}
                      {footerOf?.(item)}
                    </div>
                  </Group>
                </Paper>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}

/** The benefits tab: benefits by group. */
export const CompanyBenefits = observer(function CompanyBenefits() {
  const { t } = useTranslation();
  const details = useCompany().details.value!;
  const groups = details.benefits.map((group) => ({ key: String(group.id), name: group.name, items: group.benefits }));
  return <Groups groups={groups} empty={t('company.noBenefits')} icon={<IconGift size={28} aria-hidden />} />;
});

/** The technologies tab: the stack by group. */
export const CompanyTechnologies = observer(function CompanyTechnologies() {
  const { t } = useTranslation();
  const details = useCompany().details.value!;
  const groups = details.technologies.map((group, index) => ({
    key: `${group.id ?? 'other'}-${index}`,
    name: group.name || t('company.otherTechnologies'),
    items: group.technologies,
  }));
  return (
    <Groups
      groups={groups}
      empty={t('company.noTechnologies')}
      icon={<IconStack2 size={28} aria-hidden />}
      footerOf={(item) => <SalariesLink technologyId={item.id} name={item.name} short />}
    />
  );
});

/** The vacancies tab: the company's open vacancies, and a way to all vacancies. */
export const CompanyVacancies = observer(function CompanyVacancies() {
  const { t } = useTranslation();
  const company = useCompany();
  useEffect(() => {
    void company.vacancies.ensureLoaded();
  }, [company]);
  return (
    <Stack gap="md">
      <CardList
        list={company.vacancies}
        limit={36}
        keyOf={(vacancy) => vacancy.id}
        empty={{
          icon: <IconBriefcase size={28} aria-hidden />,
          title: t('company.noVacancies'),
          text: t('company.noVacanciesText'),
        }}
        renderCard={(vacancy) => <VacancyRowCard vacancy={vacancy} />}
      />
      <Group>
        <Button component={Link} to="/vacancies" variant="light">
          {t('company.allVacancies')}
        </Button>
      </Group>
    </Stack>
  );
});

withPrepare(CompanyVacancies, ({ root, params }) => {
  const company = companyProfilePage.prepare(root, params.slug ?? '');
  // Its vacancies are asked for by the company's id, known once its details are here.
  void company.details.ensureLoaded().then(() => company.vacancies.ensureLoaded());
});
