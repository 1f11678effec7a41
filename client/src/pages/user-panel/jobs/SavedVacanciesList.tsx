import { IconHeart } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { TalentJobsStore } from '../../../stores/user-panel/TalentJobsStore';
import listClasses from '../../home/ListCards.module.css';
import { VacancyCard } from '../../vacancies/VacancyCard';
import { PagedListView } from './PagedListView';

/** The saved tab: the talent's favourite vacancies as the search shows them; unsaving one takes
 *  its card off the list. */
export const SavedVacanciesList = observer(function SavedVacanciesList({ store }: { store: TalentJobsStore }) {
  const { t } = useTranslation();
  return (
    <PagedListView
      list={store.saved}
      label={t('talentJobs.saved.listLabel')}
      loadingLabel={t('talentJobs.saved.loading')}
      empty={{
        icon: <IconHeart size={28} aria-hidden />,
        title: t('talentJobs.saved.emptyTitle'),
        description: t('talentJobs.saved.emptyText'),
      }}
      className={listClasses.grid}
      skeletonHeight={180}
      keyOf={(vacancy) => vacancy.id}
      renderItem={(vacancy) => (
        <VacancyCard
          vacancy={vacancy}
          favorite={{
            isFavorite: true,
            pending: store.isRemoving(vacancy.id),
            onToggle: () => void store.removeSaved(vacancy),
          }}
        />
      )}
    />
  );
});
