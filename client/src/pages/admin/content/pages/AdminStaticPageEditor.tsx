import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminContentApi, StaticContentType, type StaticPageInput } from '../../../../api/admin-content';
import type { StaticData } from '../../../../api/static';
import { PageLoader } from '../../../../components/feedback/PageLoader';
import { useTextField } from '../../../../components/forms/field-props';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { useMessageText } from '../../../../components/forms/message';
import { formatDateTime } from '../../../../lib/format-date';
import { FormState } from '../../../../lib/forms/form-state';
import { useStores } from '../../../../stores/StoresContext';
import { EditableDocument } from '../../../../stores/admin/EditableDocument';
import { MarkdownField } from '../MarkdownField';
import { LanguageColumns, type LanguageSide } from '../LanguageColumns';

const PAGE_KEYS: Record<StaticContentType, string> = {
  [StaticContentType.AboutUs]: 'adminContent.pages.aboutUs',
  [StaticContentType.PrivacyPolicy]: 'adminContent.pages.privacyPolicy',
  [StaticContentType.TermsOfUse]: 'adminContent.pages.termsOfUse',
  [StaticContentType.Support]: 'adminContent.pages.support',
};
const PAGE_TYPES = [
  StaticContentType.AboutUs,
  StaticContentType.PrivacyPolicy,
  StaticContentType.TermsOfUse,
  StaticContentType.Support,
];

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

/** "Pages": the about, privacy, terms and support pages, each with its titles and Markdown texts
 *  in both languages and a preview. */
export const AdminStaticPageEditor = observer(function AdminStaticPageEditor() {
  const { t } = useTranslation();
  const root = useStores();
  const [type, setType] = useState(StaticContentType.AboutUs);
  const [api] = useState(() => adminContentApi(root.http));
  const [document, setDocument] = useState(() => pageDocument(api, type));
  useEffect(() => {
    void document.current.load();
  }, [document]);

  const choose = (next: StaticContentType) => {
    setType(next);
    setDocument(pageDocument(api, next));
  };

  const page = document.current.value;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('adminContent.pages.choose')}
        value={String(type)}
        onChange={(event) => choose(Number(event.currentTarget.value) as StaticContentType)}
        data={PAGE_TYPES.map((value) => ({ value: String(value), label: t(PAGE_KEYS[value]) }))}
        style={{ maxWidth: '20rem' }}
      />
      {document.current.error ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : !page ? (
        <PageLoader />
      ) : (
        <StaticPageForm key={type} type={type} page={page} document={document} />
      )}
    </Stack>
  );
});

function pageDocument(api: ReturnType<typeof adminContentApi>, type: StaticContentType) {
  return new EditableDocument<StaticData, StaticPageInput>(
    () => api.getStaticPage(type),
    (input) => api.updateStaticPage(type, input),
  );
}

const StaticPageForm = observer(function StaticPageForm({
  type,
  page,
  document,
}: {
  type: StaticContentType;
  page: StaticData;
  document: EditableDocument<StaticData, StaticPageInput>;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const messageText = useMessageText();
  const [form] = useState(
    () =>
      new FormState<StaticPageInput>(
        {
          titleEN: page.titleEN,
          titleGE: page.titleGE,
          descriptionEN: page.descriptionEN,
          descriptionGE: page.descriptionGE,
        },
        {
          titleEN: required('adminContent.titleEnRequired'),
          titleGE: required('adminContent.titleGeRequired'),
          descriptionEN: required('adminContent.textRequired'),
          descriptionGE: required('adminContent.textRequired'),
        },
      ),
  );
  const field = useTextField(form);
  const [preview, setPreview] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await document.save(form.values);
      // The public page, if this visit already read it, shows the new text too.
      const loaded = root.staticPages.page(type);
      if (loaded.isLoaded) void loaded.load();
      if (type === StaticContentType.AboutUs && root.aboutUs.information.isLoaded) void root.aboutUs.information.load();
      root.notify('success', t('adminContent.saved'));
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  const language = ({ suffix, lang, legend }: LanguageSide) => (
    <>
      <TextInput
        {...field(`title${suffix}`)}
        label={t('adminContent.titleLabel')}
        required
        maxLength={200}
        lang={lang}
      />
      <MarkdownField
        label={t('adminContent.textLabel')}
        value={form.values[`description${suffix}`]}
        onChange={(value) => form.set(`description${suffix}`, value)}
        onBlur={() => form.touch(`description${suffix}`)}
        error={messageText(form.error(`description${suffix}`))}
        required
        preview={preview}
        previewName={`${t('adminContent.textLabel')}, ${legend}`}
        rows={16}
        lang={lang}
      />
    </>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('adminContent.pages.formLabel', { page: t(PAGE_KEYS[type]) })}
      >
        <Stack gap="lg">
          <FormErrors messages={form.formErrors} />
          <Switch
            checked={preview}
            onChange={(event) => setPreview(event.currentTarget.checked)}
            label={t('adminContent.showPreview')}
          />
          <LanguageColumns from="lg">{language}</LanguageColumns>
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {t('adminContent.pages.updatedAt', { date: formatDateTime(page.updatedAt) })}
            </Text>
            <Button type="submit" loading={document.isSaving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t('adminContent.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
});
