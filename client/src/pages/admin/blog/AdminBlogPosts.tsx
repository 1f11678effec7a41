import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBlogApi, type AdminBlogPostListItem } from '../../../api/admin-blog';
import { ApiError } from '../../../api/api-error';
import { ListPagination } from '../../../components/content/ListPagination';
import { PageLoader } from '../../../components/feedback/PageLoader';
import type { FieldMessage } from '../../../lib/forms/form-state';
import { useStores } from '../../../stores/StoresContext';
import { ConfirmDialog } from '../../companies/ConfirmDialog';
import { AdminBlogPostForm } from './AdminBlogPostForm';
import { AdminBlogStore } from './AdminBlogStore';

const serverText = (error: ApiError | undefined): string | undefined => (error ? Object.values(error.errors).flat()[0] : undefined);

/** The back office's "Blog posts": the posts (drafts too) with search and paging, the editor of a
 *  new or chosen post, and deleting with a confirmation. */
export const AdminBlogPosts = observer(function AdminBlogPosts() {
  const { t, i18n } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new AdminBlogStore(adminBlogApi(root.http)));
  const [toDelete, setToDelete] = useState<AdminBlogPostListItem>();
  const [deleteErrors, setDeleteErrors] = useState<FieldMessage[]>([]);
  useEffect(() => {
    store.list.ensureLoaded();
    return () => store.dispose();
  }, [store]);

  if (store.editing) {
    return <AdminBlogPostForm key={store.editing === 'new' ? 'new' : store.editing.id} store={store} post={store.editing === 'new' ? undefined : store.editing} />;
  }

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteErrors([]);
    try {
      root.notify('success', await store.remove(toDelete.id));
      setToDelete(undefined);
    } catch (error) {
      setDeleteErrors([{ text: (error instanceof ApiError && serverText(error)) || t('errors.somethingWentWrong') }]);
    }
  };

  const { list } = store;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Stack gap="md" component="section" aria-label={t('adminBlog.heading')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('adminBlog.heading')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => store.startNew()} disabled={!!list.error}>
          {t('adminBlog.newPost')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('adminBlog.searchLabel')}
        placeholder={t('adminBlog.searchPlaceholder')}
        value={store.searchText}
        onChange={(event) => store.setSearchText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
      />
      {store.openError && (
        <Alert color="red" variant="light" role="alert">
          {serverText(store.openError) ?? t('common.loadFailed')}
        </Alert>
      )}
      {list.error ? (
        <Alert color={list.error.status === 409 ? 'blue' : 'red'} variant="light" role="alert">
          {serverText(list.error) ?? t('common.loadFailed')}
        </Alert>
      ) : !list.isLoaded ? (
        <PageLoader />
      ) : list.isEmpty ? (
        <Text c="dimmed" role="status">
          {t(store.searchText.trim() ? 'adminBlog.noMatches' : 'adminBlog.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isLoading}>
          {list.items.map((post) => (
            <Paper key={post.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {post.titleEn}
                    </Text>
                    <Badge variant="light" color={post.isPublished ? 'teal' : 'gray'}>
                      {t(post.isPublished ? 'adminBlog.published' : 'adminBlog.draft')}
                    </Badge>
                  </Group>
                  {post.titleGe && (
                    <Text size="sm" c="dimmed" lang="ka" style={{ overflowWrap: 'anywhere' }}>
                      {post.titleGe}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {post.publishedAt ? t('adminBlog.publishedOn', { date: date(post.publishedAt) }) : t('adminBlog.createdOn', { date: date(post.createdAt) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="compact-md"
                    leftSection={<IconEdit size={16} aria-hidden />}
                    loading={store.isOpening}
                    onClick={() => void store.open(post.id)}
                    aria-label={t('adminBlog.editPost', { title: post.titleEn })}
                  >
                    {t('adminBlog.edit')}
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="compact-md"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      setDeleteErrors([]);
                      setToDelete(post);
                    }}
                    aria-label={t('adminBlog.deletePost', { title: post.titleEn })}
                  >
                    {t('adminBlog.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
      <ConfirmDialog
        opened={!!toDelete}
        title={t('adminBlog.confirmDeleteTitle')}
        text={t('adminBlog.confirmDeleteText', { title: toDelete?.titleEn ?? '' })}
        confirmLabel={t('adminBlog.delete')}
        loading={store.deletingId !== undefined}
        errors={deleteErrors}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(undefined)}
      />
    </Stack>
  );
});
