import '@mantine/core/styles/EmptyState.css';
import { Button, EmptyState } from '@mantine/core';
import { IconBellSearch, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { DictionaryItem } from '../../../api/common';
import type { Loadable } from '../../../stores/base/Loadable';
import type { SavedSearchesStore } from '../../../stores/user-panel/subscriptions/SavedSearchesStore';
import { ConfirmDialog } from '../../companies/ConfirmDialog';
import { SavedSearchCard } from './SavedSearchCard';
import { SubscriptionSection, sectionState } from './SubscriptionSection';
import classes from './Subscriptions.module.css';

/** The talent's saved searches, newest first; an empty list says how to save one. */
export const SavedSearches = observer(function SavedSearches({
  store,
  dictionary,
}: {
  store: SavedSearchesStore;
  dictionary: Loadable<DictionaryItem[]>;
}) {
  const { t } = useTranslation();
  const deleting = store.deleting;
  return (
    <SubscriptionSection
      title={t('subscriptions.searches.title')}
      description={t('subscriptions.searches.description')}
      state={sectionState(store.loaded, dictionary)}
      onRetry={() => {
        void dictionary.ensureLoaded();
        void store.load();
      }}
    >
      {store.isEmpty ? (
        <EmptyState
          icon={<IconBellSearch size={28} aria-hidden />}
          variant="light"
          title={t('subscriptions.searches.emptyTitle')}
          description={t('subscriptions.searches.emptyText')}
        >
          <Button component={Link} to="/vacancies" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('subscriptions.searches.browse')}
          </Button>
        </EmptyState>
      ) : (
        <ul className={classes.searches} aria-label={t('subscriptions.searches.listLabel')}>
          {store.items.map((item) => (
            <li key={item.id}>
              <SavedSearchCard item={item} store={store} dictionary={dictionary.value} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('subscriptions.searches.deleteDialog.title')}
        text={deleting ? t('subscriptions.searches.deleteDialog.text', { name: deleting.name }) : ''}
        confirmLabel={t('subscriptions.searches.deleteDialog.confirm')}
        loading={deleting !== null && store.isBusy(deleting.id)}
        errors={[]}
        onConfirm={() => void store.confirmDelete()}
        onClose={() => store.cancelDelete()}
      />
    </SubscriptionSection>
  );
});
