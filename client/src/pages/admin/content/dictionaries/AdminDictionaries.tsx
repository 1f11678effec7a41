import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Avatar, Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { openEditor, useSearchedList } from '../../shared/list-page';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminContentApi, DictionaryType, type AdminDictionaryItem } from '../../../../api/admin-content';
import { useStores } from '../../../../stores/StoresContext';
import { ConfirmDialog } from '../../../companies/ConfirmDialog';
import { PagedRows } from '../../shared/PagedRows';
import { EditDeleteButtons, useDeleteConfirm } from '../../shared/RowActions';
import { SearchBox } from '../../shared/SearchToolbar';
import { DictionariesStore } from '../../../../stores/admin/DictionariesStore';
import { DictionaryItemForm } from './DictionaryItemForm';

const TYPES = Object.values(DictionaryType).filter((value): value is DictionaryType => typeof value === 'number');

/** "Dictionaries": one list at a time (technologies, cities, benefits ...) with search and paging;
 *  new items, edits, and deleting an item nothing uses. */
export const AdminDictionaries = observer(function AdminDictionaries() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(
    () =>
      new DictionariesStore(
        adminContentApi(root.http),
        async (type) =>
          (await root.api.common.getDictionary({ dictionaryType: [type] })).filter((item) => !item.parentDictionary),
        () => {
          // The landing page's lists this visit read name dictionary items: read them again.
          for (const loaded of [root.landing.technologies, root.landing.latestVacancies])
            if (loaded.isLoaded) void loaded.load();
        },
      ),
  );
  const removal = useDeleteConfirm<AdminDictionaryItem>((id) => store.remove(id));
  useSearchedList(store);

  const editor = openEditor(store.editing, (item) => <DictionaryItemForm store={store} item={item} />);
  if (editor) return editor;

  const { list } = store;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('adminContent.dictionaries.list')}
          value={String(store.type)}
          onChange={(event) => store.search.setFilter('type', Number(event.currentTarget.value) as DictionaryType)}
          data={TYPES.map((type) => ({ value: String(type), label: t(`adminContent.dictionaries.types.${type}`) }))}
        />
        <SearchBox
          search={store.search}
          label={t('adminContent.dictionaries.searchLabel')}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => store.startNew()}
          disabled={!!list.error}
        >
          {t('adminContent.dictionaries.newItem')}
        </Button>
      </Group>
      <PagedRows
        list={list}
        emptyText={t(
          store.search.searchText.trim() ? 'adminContent.dictionaries.noMatches' : 'adminContent.dictionaries.empty',
        )}
        gap="xs"
        label={t(`adminContent.dictionaries.types.${store.type}`)}
        renderItem={(item) => (
          <Paper
            key={item.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            pl={item.parent && PARENT_OF_SAME_LIST.has(item.type) ? 'xl' : 'sm'}
          >
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 18rem', minWidth: 0 }}>
                {item.iconUrl && <Avatar src={item.iconUrl} alt="" size="sm" radius="sm" />}
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Text>
                  <Text size="sm" c="dimmed" lang="ka" style={{ overflowWrap: 'anywhere' }}>
                    {item.nameGE}
                  </Text>
                  {item.parent && (
                    <Text size="xs" c="dimmed">
                      {t('adminContent.dictionaries.under', { parent: item.parent.name })}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap="xs">
                <Badge variant="light" color={item.usageCount ? 'blue' : 'gray'}>
                  {t('adminContent.dictionaries.usage', { count: item.usageCount })}
                </Badge>
                <EditDeleteButtons
                  name={item.name}
                  onEdit={() => store.edit(item)}
                  onDelete={() => removal.ask(item)}
                  deleteDisabled={item.usageCount > 0}
                />
              </Group>
            </Group>
          </Paper>
        )}
      />
      <ConfirmDialog
        title={t('adminContent.dictionaries.confirmDeleteTitle')}
        text={t('adminContent.confirmDeleteText', { name: removal.target?.name ?? '' })}
        confirmLabel={t('adminContent.delete')}
        loading={store.deletingId !== undefined}
        {...removal.dialog}
      />
    </Stack>
  );
});

/** Lists whose sub-items sit under an item of the same list (shown indented). */
const PARENT_OF_SAME_LIST = new Set([DictionaryType.JobFunction, DictionaryType.Benefit]);
