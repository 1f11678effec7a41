import '@mantine/core/styles/EmptyState.css';
import { EmptyState, Skeleton } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { HomeSection } from './HomeSection';
import classes from './ListCards.module.css';

/** The newest vacancies; an empty state when there are none or the list cannot be had. */
export const LatestVacancies = observer(function LatestVacancies() {
  const { t } = useTranslation();
  const { landing, language } = useStores();
  const { latestVacancies } = landing;
  const items = latestVacancies.value ?? [];

  return (
    <HomeSection
      id="latest-vacancies"
      title={t('home.latestVacancies.title')}
      action={{ to: '/vacancies', label: t('home.latestVacancies.seeAll') }}
      tinted
    >
      {latestVacancies.isLoading && !latestVacancies.isLoaded ? (
        <div className={classes.grid} aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={96} radius="lg" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          className={classes.empty}
          icon={<IconBriefcase size={28} aria-hidden />}
          variant="light"
          title={t('home.latestVacancies.emptyTitle')}
          description={t('home.latestVacancies.emptyText')}
        />
      ) : (
        <ul className={classes.grid}>
          {items.slice(0, 6).map((vacancy) => (
            <li key={vacancy.id}>
              <Link to={`/vacancies/${vacancy.id}`} className={classes.card}>
                <span className={classes.title}>{language.pick(vacancy.title, vacancy.titleGE)}</span>
                {vacancy.company && <span className={classes.meta}>{vacancy.company.name}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
});
