import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSalary } from '../../lib/salary';
import { useStores } from '../../stores/StoresContext';
import { CardList } from './CardList';
import { HomeSection } from './HomeSection';
import classes from './ListCards.module.css';

/** The newest open vacancies. */
export const LatestVacancies = observer(function LatestVacancies() {
  const { t } = useTranslation();
  const { landing, language } = useStores();

  return (
    <HomeSection
      id="latest-vacancies"
      title={t('home.latestVacancies.title')}
      action={{ to: '/vacancies', label: t('home.latestVacancies.seeAll') }}
      tinted
    >
      <CardList
        list={landing.latestVacancies}
        limit={6}
        keyOf={(vacancy) => vacancy.id}
        empty={{
          icon: <IconBriefcase size={28} aria-hidden />,
          title: t('home.latestVacancies.emptyTitle'),
          text: t('home.latestVacancies.emptyText'),
        }}
        renderCard={(vacancy) => (
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
        )}
      />
    </HomeSection>
  );
});
