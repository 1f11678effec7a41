import { IconBriefcase } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { LANDING_LIST_SIZE } from '../../stores/LandingStore';
import { useStores } from '../../stores/StoresContext';
import { CardList } from './CardList';
import { HomeSection } from './HomeSection';
import { VacancyRowCard } from './VacancyRowCard';

/** The newest open vacancies. */
export const LatestVacancies = observer(function LatestVacancies() {
  const { t } = useTranslation();
  const { landing } = useStores();

  return (
    <HomeSection
      id="latest-vacancies"
      title={t('home.latestVacancies.title')}
      action={{ to: '/vacancies', label: t('home.latestVacancies.seeAll') }}
      tinted
    >
      <CardList
        list={landing.latestVacancies}
        limit={LANDING_LIST_SIZE}
        keyOf={(vacancy) => vacancy.id}
        empty={{
          icon: <IconBriefcase size={28} aria-hidden />,
          title: t('home.latestVacancies.emptyTitle'),
          text: t('home.latestVacancies.emptyText'),
        }}
        renderCard={(vacancy) => <VacancyRowCard vacancy={vacancy} />}
      />
    </HomeSection>
  );
});
