import '@mantine/core/styles/Alert.css';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { openEditor } from '../../shared/list-page';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminContentApi, type AdminFaqItem } from '../../../../api/admin-content';
import { PageLoader } from '../../../../components/feedback/PageLoader';
import { useStores } from '../../../../stores/StoresContext';
import { ConfirmDialog } from '../../../companies/ConfirmDialog';
import { EditDeleteButtons, useDeleteConfirm } from '../../shared/RowActions';
import { serverText } from '../../../../lib/forms/server-text';
import { FaqItemForm } from './FaqItemForm';
import { FAQ_GROUPS, FaqStore } from '../../../../stores/admin/FaqStore';

/** "FAQ": the questions in their three groups; write, edit, move up or down, delete. */
export const AdminFaq = observer(function AdminFaq() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(
    () =>
      new FaqStore(adminContentApi(root.http), () => {
        if (root.aboutUs.information.isLoaded) void root.aboutUs.information.load();
      }),
  );
  const removal = useDeleteConfirm<AdminFaqItem>((id) => store.remove(id));
  useEffect(() => {
    void store.items.load();
  }, [store]);

  const editor = openEditor(store.editing, (item) => <FaqItemForm store={store} item={item} />);
  if (editor) return editor;

  const move = async (item: AdminFaqItem, step: -1 | 1) => {
    try {
      await store.move(item, step);
    } catch (error) {
      root.notify('error', serverText(error) ?? t('errors.somethingWentWrong'));
    }
  };

  if (store.items.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  if (!store.items.isLoaded) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => store.startNew()}>
          {t('adminContent.faq.newQuestion')}
        </Button>
      </Group>
      {FAQ_GROUPS.map((category) => {
        const items = store.group(category);
        const groupName = t(`adminContent.faq.groups.${category}`);
        return (
          <Stack key={category} gap="sm" component="section" aria-label={groupName}>
            <Title order={3} size="h4">
              {groupName}
            </Title>
            {items.length === 0 ? (
              <Text c="dimmed">{t('adminContent.faq.emptyGroup')}</Text>
            ) : (
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {items.map((item, index) => (
                  <Paper key={item.id} component="li" withBorder radius="md" p="sm">
                    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                      <Stack gap={2} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {item.questionEN}
                        </Text>
                        <Text size="sm" c="dimmed" lang="ka" style={{ overflowWrap: 'anywhere' }}>
                          {item.questionGE}
                        </Text>
                      </Stack>
                      <Group gap={4}>
                        <ActionIcon
                          variant="subtle"
                          onClick={() => void move(item, -1)}
                          disabled={index === 0 || store.movingId !== undefined}
                          aria-label={t('adminContent.faq.moveUp', { question: item.questionEN })}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          onClick={() => void move(item, 1)}
                          disabled={index === items.length - 1 || store.movingId !== undefined}
                          aria-label={t('adminContent.faq.moveDown', { question: item.questionEN })}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <EditDeleteButtons
                          name={item.questionEN}
                          onEdit={() => store.edit(item)}
                          onDelete={() => removal.ask(item)}
                        />
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
      <ConfirmDialog
        title={t('adminContent.faq.confirmDeleteTitle')}
        text={t('adminContent.confirmDeleteText', { name: removal.target?.questionEN ?? '' })}
        confirmLabel={t('adminContent.delete')}
        loading={store.deletingId !== undefined}
        {...removal.dialog}
      />
    </Stack>
  );
});
