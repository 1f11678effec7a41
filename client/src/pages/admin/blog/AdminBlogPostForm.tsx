import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminBlogPost, AdminBlogPostInput } from '../../../api/admin-blog';
import { ApiError } from '../../../api/api-error';
import { ImagePicker } from '../../../components/auth/ImagePicker';
import { Markdown } from '../../../components/content/Markdown';
import { useTextField } from '../../../components/forms/field-props';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import { FormState } from '../../../lib/forms/form-state';
import { useStores } from '../../../stores/StoresContext';
import type { AdminBlogStore } from './AdminBlogStore';

type PostValues = Required<Omit<AdminBlogPostInput, 'coverUrl' | 'author' | 'publish'>> & { author: string };

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

const valuesOf = (post: AdminBlogPost | undefined): PostValues => ({
  titleEn: post?.titleEn ?? '',
  titleGe: post?.titleGe ?? '',
  summaryEn: post?.summaryEn ?? '',
  summaryGe: post?.summaryGe ?? '',
  bodyEn: post?.bodyEn ?? '',
  bodyGe: post?.bodyGe ?? '',
  author: post?.author ?? '',
});

/** The editor of one post: both languages (Markdown bodies with a preview), author, cover and
 *  whether it is published. */
export const AdminBlogPostForm = observer(function AdminBlogPostForm({
  store,
  post,
}: {
  store: AdminBlogStore;
  post?: AdminBlogPost;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const [form] = useState(
    () =>
      new FormState<PostValues>(valuesOf(post), {
        titleEn: required('adminBlog.titleRequired'),
        bodyEn: required('adminBlog.bodyRequired'),
      }),
  );
  const field = useTextField(form);
  const messageText = useMessageText();
  /** useTextField's binding for a textarea. */
  const area = (name: keyof PostValues) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: messageText(form.error(name)),
  });
  const [coverUrl, setCoverUrl] = useState<string | null>(post?.coverUrl ?? null);
  const [coverError, setCoverError] = useState<string>();
  const [publish, setPublish] = useState(post?.isPublished ?? false);
  const [preview, setPreview] = useState(false);

  const pickCover = async (file: File | null) => {
    if (!file) return;
    setCoverError(undefined);
    try {
      setCoverUrl(await store.uploadCover(file));
    } catch (error) {
      setCoverError(
        error instanceof ApiError
          ? (Object.values(error.errors).flat()[0] ?? error.message)
          : t('errors.somethingWentWrong'),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { author, ...texts } = form.values;
    try {
      await store.save({ ...texts, author: author.trim() || null, coverUrl, publish });
      root.notify('success', t('adminBlog.saved'));
    } catch (error) {
      // Field messages land under their fields; the others (a cover address, `_`) above the form.
      form.applyServerErrors(error);
    }
  };

  const language = (suffix: 'En' | 'Ge', legend: string) => {
    const body = form.values[`body${suffix}`];
    return (
      <Fieldset legend={legend} radius="md">
        <Stack gap="sm">
          <TextInput
            {...field(`title${suffix}`)}
            label={t('adminBlog.titleLabel')}
            required={suffix === 'En'}
            maxLength={200}
          />
          <Textarea
            {...area(`summary${suffix}`)}
            label={t('adminBlog.summaryLabel')}
            rows={3}
            resize="vertical"
            maxLength={500}
          />
          <Textarea
            {...area(`body${suffix}`)}
            label={t('adminBlog.bodyLabel')}
            required={suffix === 'En'}
            rows={12}
            resize="vertical"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          {preview && (
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={`${t('adminBlog.preview')}: ${legend}`}
            >
              {body.trim() ? <Markdown>{body}</Markdown> : <Text c="dimmed">{t('adminBlog.emptyPreview')}</Text>}
            </Paper>
          )}
        </Stack>
      </Fieldset>
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-label={t(post ? 'adminBlog.editTitle' : 'adminBlog.newTitle')}>
        <Stack gap="lg">
          <Title order={2} size="h3">
            {t(post ? 'adminBlog.editTitle' : 'adminBlog.newTitle')}
          </Title>
          <FormErrors messages={form.formErrors} />
          <Switch
            checked={preview}
            onChange={(event) => setPreview(event.currentTarget.checked)}
            label={t('adminBlog.showPreview')}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {language('En', t('adminBlog.english'))}
            <Stack gap={4}>
              {language('Ge', t('adminBlog.georgian'))}
              <Text size="xs" c="dimmed">
                {t('adminBlog.georgianHint')}
              </Text>
            </Stack>
          </SimpleGrid>
          <TextInput {...field('author')} label={t('adminBlog.author')} maxLength={100} style={{ maxWidth: '24rem' }} />
          <Stack gap="xs">
            <ImagePicker
              variant="cover"
              title={t('adminBlog.cover')}
              buttonLabel={t('adminBlog.chooseCover')}
              imageUrl={coverUrl}
              onPick={(file) => void pickCover(file)}
              busy={store.isUploadingCover}
              error={coverError}
            />
            {coverUrl && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setCoverUrl(null)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('adminBlog.removeCover')}
              </Button>
            )}
          </Stack>
          <Switch
            checked={publish}
            onChange={(event) => setPublish(event.currentTarget.checked)}
            label={t('adminBlog.publish')}
            description={t('adminBlog.publishHint')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => store.close()} disabled={store.isSaving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={store.isSaving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t('adminBlog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
});
