import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { openEditor } from '../../shared/list-page';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminContentApi, type AdminKeyFactDefinition } from '../../../../api/admin-content';
import { PageLoader } from '../../../../components/feedback/PageLoader';
import { useStores } from '../../../../stores/StoresContext';
import { ConfirmDialog } from '../../../companies/ConfirmDialog';
import { EditDeleteButtons, useDeleteConfirm } from '../../shared/RowActions';
import { isChoice, KeyFactForm } from './KeyFactForm';
import { KeyFactsStore } from '../../../../stores/admin/KeyFactsStore';

/** "Key facts": the facts company profiles state, in display order; new ones, edits, and deleting
 *  one no company filled in (a used one is hidden instead). */
export const AdminKeyFacts = observer(function AdminKeyFacts() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new KeyFactsStore(adminContentApi(root.http)));
  const removal = useDeleteConfirm<AdminKeyFactDefinition>((id) => store.remove(id));
  useEffect(() => {
    void store.definitions.load();
  }, [store]);

  const editor = openEditor(store.editing, (definition) => <KeyFactForm store={store} definition={definition} />);
  if (editor) return editor;

  const definitions = store.definitions.value;
  if (store.definitions.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  if (!definitions) return <PageLoader />;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => store.startNew()}>
          {t('adminContent.keyFacts.newKeyFact')}
        </Button>
      </Group>
      <Stack
        gap="xs"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('adminContent.tabs.keyFacts')}
      >
        {definitions.map((definition) => (
          <Paper key={definition.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {definition.name}
                </Text>
                <Text size="sm" c="dimmed" lang="ka" style={{ overflowWrap: 'anywhere' }}>
                  {definition.nameGE}
                </Text>
                {isChoice(definition.keyFactType) && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {definition.options.map((option) => option.name).join(' · ')}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Badge variant="light">{t(`adminContent.keyFacts.types.${definition.keyFactType}`)}</Badge>
                {definition.isMandatory && (
                  <Badge variant="light" color="orange">
                    {t('adminContent.keyFacts.mandatoryBadge')}
                  </Badge>
                )}
                {definition.hide && (
                  <Badge variant="light" color="gray">
                    {t('adminContent.keyFacts.hiddenBadge')}
                  </Badge>
                )}
                <Badge variant="light" color={definition.usageCount ? 'blue' : 'gray'}>
                  {t('adminContent.keyFacts.usage', { count: definition.usageCount })}
                </Badge>
                <EditDeleteButtons
                  name={definition.name}
                  onEdit={() => store.edit(definition)}
                  onDelete={() => removal.ask(definition)}
                  deleteDisabled={definition.usageCount > 0}
                />
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        title={t('adminContent.keyFacts.confirmDeleteTitle')}
        text={t('adminContent.confirmDeleteText', { name: removal.target?.name ?? '' })}
        confirmLabel={t('adminContent.delete')}
        loading={store.deletingId !== undefined}
        {...removal.dialog}
      />
    </Stack>
  );
});
