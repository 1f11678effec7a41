import { Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { DictionaryItem } from '../../../api/common';
import type { SavedSearch } from '../../../api/subscriptions';
import { vacancyFeedUrl } from '../../../lib/vacancy-feed-url';
import { searchPathOf, searchSummary } from '../../../stores/user-panel/subscriptions/search-filter';
import type { SavedSearchesStore } from '../../../stores/user-panel/subscriptions/SavedSearchesStore';
import { useStores } from '../../../stores/StoresContext';
import listClasses from '../../home/ListCards.module.css';
import { RssLink } from '../../vacancies/RssLink';
import { FrequencyControl } from './FrequencyControl';
import { SearchSummary } from './SearchSummary';

/** One saved search: its name, its filters in words, how often it comes, a link that runs it, its
 *  RSS feed and a delete button. */
export const SavedSearchCard = observer(function SavedSearchCard({
  item,
  store,
  dictionary,
}: {
  item: SavedSearch;
  store: SavedSearchesStore;
  dictionary: readonly DictionaryItem[] | undefined;
}) {
  const { t } = useTranslation();
  const { language, auth } = useStores();
  const titleId = useId();
  const summary = searchSummary(item.search, dictionary, language, t);
  const busy = store.isBusy(item.id);
  return (
    <article className={listClasses.card} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Text fw={600} id={titleId} className={listClasses.title}>
          {item.name}
        </Text>
        <SearchSummary parts={summary} />
        <Group justify="space-between" align="center" gap="sm">
          <FrequencyControl
            label={t('subscriptions.searches.frequency', { name: item.name })}
            value={item.frequency}
            onChange={(frequency) => void store.setFrequency(item, frequency)}
            disabled={busy || auth.viewAs}
          />
          <Group gap="xs">
            <Button
              component={Link}
              to={searchPathOf(item.search)}
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={t('subscriptions.searches.openLabel', { name: item.name })}
            >
              {t('subscriptions.searches.open')}
            </Button>
            <RssLink
              href={vacancyFeedUrl(item.search, language.shortCode)}
              label={t('feed.savedSearchLabel', { name: item.name })}
            />
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t('subscriptions.searches.deleteLabel', { name: item.name })}
              disabled={busy || auth.viewAs}
              onClick={() => store.requestDelete(item)}
            >
              {t('subscriptions.searches.delete')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </article>
  );
});
