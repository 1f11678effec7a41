import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminContentApi } from '../../../../api/admin-content';
import type { HeroTextImage } from '../../../../api/static';
import { ImagePicker } from '../../../../components/auth/ImagePicker';
import { PageLoader } from '../../../../components/feedback/PageLoader';
import { useTextField } from '../../../../components/forms/field-props';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { useMessageText } from '../../../../components/forms/message';
import { FormState } from '../../../../lib/forms/form-state';
import { useStores } from '../../../../stores/StoresContext';
import { serverText } from '../../../../lib/forms/server-text';
import { EditableDocument } from '../../../../stores/admin/EditableDocument';
import { LanguageColumns, SaveButtons } from '../LanguageColumns';

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

/** "Hero": the landing page's title, text and image in both languages. */
export const AdminHeroEditor = observer(function AdminHeroEditor() {
  const { t } = useTranslation();
  const root = useStores();
  const [api] = useState(() => adminContentApi(root.http));
  const [document] = useState(() => new EditableDocument<HeroTextImage, HeroTextImage>(api.getHero, api.updateHero));
  useEffect(() => {
    void document.current.load();
  }, [document]);
  const hero = document.current.value;
  if (document.current.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  return hero ? <HeroForm hero={hero} document={document} upload={api.uploadHeroImage} /> : <PageLoader />;
});

const HeroForm = observer(function HeroForm({
  hero,
  document,
  upload,
}: {
  hero: HeroTextImage;
  document: EditableDocument<HeroTextImage, HeroTextImage>;
  upload: (file: File) => Promise<{ url: string }>;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const messageText = useMessageText();
  const [form] = useState(
    () =>
      new FormState<HeroTextImage>(hero, {
        titleEN: required('adminContent.titleEnRequired'),
        titleGE: required('adminContent.titleGeRequired'),
        textEN: required('adminContent.textRequired'),
        textGE: required('adminContent.textRequired'),
        imageUrl: required('adminContent.hero.imageRequired'),
      }),
  );
  const field = useTextField(form);
  const area = (name: 'textEN' | 'textGE') => ({
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: messageText(form.error(name)),
  });
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string>();

  const pick = async (file: File | null) => {
    if (!file) return;
    setImageError(undefined);
    setUploading(true);
    try {
      form.set('imageUrl', (await upload(file)).url);
    } catch (error) {
      setImageError(serverText(error) ?? t('errors.somethingWentWrong'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await document.save(form.values);
      if (root.landing.hero.isLoaded) void root.landing.hero.load();
      root.notify('success', t('adminContent.saved'));
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('adminContent.hero.formLabel')}>
        <Stack gap="lg">
          <FormErrors messages={form.formErrors} />
          <LanguageColumns>
            {({ suffix, lang }) => (
              <>
                <TextInput
                  {...field(suffix === 'EN' ? 'titleEN' : 'titleGE')}
                  label={t('adminContent.titleLabel')}
                  required
                  maxLength={200}
                  lang={lang}
                />
                <Textarea
                  {...area(suffix === 'EN' ? 'textEN' : 'textGE')}
                  label={t('adminContent.hero.text')}
                  required
                  rows={4}
                  maxLength={1000}
                  lang={lang}
                />
              </>
            )}
          </LanguageColumns>
          <ImagePicker
            variant="cover"
            title={t('adminContent.hero.image')}
            buttonLabel={t('adminContent.hero.uploadImage')}
            imageUrl={form.values.imageUrl || null}
            onPick={(file) => void pick(file)}
            busy={uploading}
            error={imageError ?? messageText(form.error('imageUrl'))}
          />
          <TextInput
            {...field('imageUrl')}
            label={t('adminContent.hero.imageUrl')}
            description={t('adminContent.imageUrlHint')}
            required
            maxLength={500}
          />
          <SaveButtons saving={document.isSaving} />
        </Stack>
      </form>
    </Paper>
  );
});
