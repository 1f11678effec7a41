import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, NativeSelect, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminContentApi, type SeoTextInput } from '../../../../api/admin-content';
import type { SeoDetails, SeoPageKind } from '../../../../api/common';
import { PageLoader } from '../../../../components/feedback/PageLoader';
import { useTextField } from '../../../../components/forms/field-props';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { useMessageText } from '../../../../components/forms/message';
import { FormState } from '../../../../lib/forms/form-state';
import { useStores } from '../../../../stores/StoresContext';
import { SeoTextsStore } from '../../../../stores/admin/SeoTextsStore';
import { LanguageColumns, SaveButtons } from '../LanguageColumns';

/** The seo_detail columns' limits. */
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 400;

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

/** "SEO": the <title> and meta description of each kind of page, in both languages. */
export const AdminSeoEditor = observer(function AdminSeoEditor() {
  const { t } = useTranslation();
  const root = useStores();
  const [kind, setKind] = useState<SeoPageKind>('home');
  const [store] = useState(() => new SeoTextsStore(adminContentApi(root.http)));
  useEffect(() => {
    void store.list.load();
  }, [store]);

  const list = store.list.value;
  if (store.list.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  if (!list) return <PageLoader />;
  const current = list.find((item) => item.pageKind === kind) ?? list[0]!;
  const save = async (input: SeoTextInput) => {
    await store.save(current.pageKind, input);
    // Page titles of this visit follow too.
    if (root.seo.details.isLoaded) void root.seo.details.load();
  };
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('adminContent.seo.choose')}
        value={current.pageKind}
        onChange={(event) => setKind(event.currentTarget.value as SeoPageKind)}
        data={list.map((item) => ({ value: item.pageKind, label: t(`adminContent.seo.kinds.${item.pageKind}`) }))}
        style={{ maxWidth: '20rem' }}
      />
      <SeoForm key={current.pageKind} texts={current} save={save} />
    </Stack>
  );
});

const SeoForm = observer(function SeoForm({
  texts,
  save,
}: {
  texts: SeoDetails;
  save: (input: SeoTextInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const messageText = useMessageText();
  const [form] = useState(
    () =>
      new FormState<SeoTextInput>(
        {
          titleEn: texts.titleEn,
          titleGe: texts.titleGe,
          descriptionEn: texts.descriptionEn,
          descriptionGe: texts.descriptionGe,
        },
        {
          titleEn: required('adminContent.titleEnRequired'),
          titleGe: required('adminContent.titleGeRequired'),
          descriptionEn: required('adminContent.textRequired'),
          descriptionGe: required('adminContent.textRequired'),
        },
      ),
  );
  const field = useTextField(form);
  const [saving, setSaving] = useState(false);
  const area = (name: 'descriptionEn' | 'descriptionGe') => ({
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: messageText(form.error(name)),
    description: t('adminContent.charactersLeft', { count: MAX_DESCRIPTION - form.values[name].length }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setSaving(true);
    try {
      await save(form.values);
      root.notify('success', t('adminContent.saved'));
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setSaving(false);
    }
  };

  const kindName = t(`adminContent.seo.kinds.${texts.pageKind}`);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('adminContent.seo.formLabel', { page: kindName })}
      >
        <Stack gap="lg">
          <FormErrors messages={form.formErrors} />
          <LanguageColumns>
            {({ suffix, lang }) => (
              <>
                <TextInput
                  {...field(suffix === 'EN' ? 'titleEn' : 'titleGe')}
                  label={t('adminContent.seo.title')}
                  required
                  maxLength={MAX_TITLE}
                  lang={lang}
                />
                <Textarea
                  {...area(suffix === 'EN' ? 'descriptionEn' : 'descriptionGe')}
                  label={t('adminContent.seo.description')}
                  required
                  rows={3}
                  maxLength={MAX_DESCRIPTION}
                  lang={lang}
                />
              </>
            )}
          </LanguageColumns>
          <SaveButtons saving={saving} />
        </Stack>
      </form>
    </Paper>
  );
});
