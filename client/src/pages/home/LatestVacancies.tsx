import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, EmptyState, Skeleton } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSalary } from '../../lib/salary';
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
              <Link to={`/vacancies/${vacancy.id}`} className={`${classes.card} ${classes.row}`}>
                <Avatar src={vacancy.company.smallProfileImageUrl} alt="" radius="md" size="lg" color="indigo">
                  {vacancy.company.name.charAt(0)}
                </Avatar>
                <span className={classes.text}>
                  <span className={classes.title}>{language.pick(vacancy.title, vacancy.titleGE)}</span>
                  <span className={classes.meta}>{vacancy.company.name}</span>
                  {vacancy.city && (
                    <span className={classes.meta}>
                      <IconMapPin size={14} aria-hidden /> {language.pick(vacancy.city.name, vacancy.city.nameGE)}
                    </span>
                  )}
                  {vacancy.salary && <span className={classes.salary}>{formatSalary(vacancy.salary, language.locale)}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
});
