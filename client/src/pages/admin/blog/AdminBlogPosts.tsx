import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { openEditor, useSearchedList } from '../shared/list-page';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { adminBlogApi, type AdminBlogPostListItem } from '../../../api/admin-blog';
import { serverText } from '../../../lib/forms/server-text';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { ConfirmDialog } from '../../companies/ConfirmDialog';
import { PagedRows } from '../shared/PagedRows';
import { EditDeleteButtons, useDeleteConfirm } from '../shared/RowActions';
import { SearchBox } from '../shared/SearchToolbar';
import { AdminBlogPostForm } from './AdminBlogPostForm';
import { AdminBlogStore } from '../../../stores/admin/AdminBlogStore';

/** The back office's "Blog posts": the posts (drafts too) with search and paging, the editor of a
 *  new or chosen post, and deleting with a confirmation. */
export const AdminBlogPosts = observer(function AdminBlogPosts() {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new AdminBlogStore(adminBlogApi(root.http)));
  const removal = useDeleteConfirm<AdminBlogPostListItem>((id) => store.remove(id));
  useSearchedList(store);

  const editor = openEditor(store.editing, (post) => <AdminBlogPostForm store={store} post={post} />);
  if (editor) return editor;

  const { list } = store;
  return (
    <Stack gap="md" component="section" aria-label={t('adminBlog.heading')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('adminBlog.heading')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => store.startNew()}
          disabled={!!list.error}
        >
          {t('adminBlog.newPost')}
        </Button>
      </Group>
      <SearchBox
        search={store.search}
        label={t('adminBlog.searchLabel')}
        placeholder={t('adminBlog.searchPlaceholder')}
      />
      {store.openError && (
        <Alert color="red" variant="light" role="alert">
          {serverText(store.openError) ?? t('common.loadFailed')}
        </Alert>
      )}
      <PagedRows
        list={list}
        emptyText={t(store.search.searchText.trim() ? 'adminBlog.noMatches' : 'adminBlog.empty')}
        errorColor={(error) => (error.status === 409 ? 'blue' : 'red')}
        renderItem={(post) => (
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
                  {post.publishedAt
                    ? t('adminBlog.publishedOn', { date: formatNumericDate(post.publishedAt) })
                    : t('adminBlog.createdOn', { date: formatNumericDate(post.createdAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <EditDeleteButtons
                  name={post.titleEn}
                  onEdit={() => void store.open(post.id)}
                  editLoading={store.isOpening}
                  onDelete={() => removal.ask(post)}
                  labels={{
                    edit: t('adminBlog.edit'),
                    editNamed: t('adminBlog.editPost', { title: post.titleEn }),
                    delete: t('adminBlog.delete'),
                    deleteNamed: t('adminBlog.deletePost', { title: post.titleEn }),
                  }}
                />
              </Group>
            </Group>
          </Paper>
        )}
      />
      <ConfirmDialog
        title={t('adminBlog.confirmDeleteTitle')}
        text={t('adminBlog.confirmDeleteText', { title: removal.target?.titleEn ?? '' })}
        confirmLabel={t('adminBlog.delete')}
        loading={store.deletingId !== undefined}
        {...removal.dialog}
      />
    </Stack>
  );
});
