import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { AdminDictionaryItem } from '../../../../api/admin-content';
import { ImagePicker } from '../../../../components/auth/ImagePicker';
import { useTextField } from '../../../../components/forms/field-props';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { useMessageText } from '../../../../components/forms/message';
import { FormState } from '../../../../lib/forms/form-state';
import { useStores } from '../../../../stores/StoresContext';
import { serverText } from '../../../../lib/forms/server-text';
import type { DictionariesStore } from '../../../../stores/admin/DictionariesStore';
import { LanguageColumns, SaveButtons } from '../LanguageColumns';

export const MAX_NAME = 200;
export const MAX_DESCRIPTION = 2_000;

interface ItemValues {
  name: string;
  nameGE: string;
  description: string;
  descriptionGE: string;
  /** A parent's id as the select holds it; '' for none. */
  parentId: string;
}

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);
const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The editor of one dictionary item: names and descriptions in both languages, the parent (lists
 *  with parents) and the icon. */
export const DictionaryItemForm = observer(function DictionaryItemForm({
  store,
  item,
}: {
  store: DictionariesStore;
  item?: AdminDictionaryItem;
}) {
  const { t, i18n } = useTranslation();
  const root = useStores();
  const messageText = useMessageText();
  const [form] = useState(
    () =>
      new FormState<ItemValues>(
        {
          name: item?.name ?? '',
          nameGE: item?.nameGE ?? '',
          description: item?.description ?? '',
          descriptionGE: item?.descriptionGE ?? '',
          parentId: item?.parent ? String(item.parent.id) : '',
        },
        { name: required('adminContent.nameEnRequired'), nameGE: required('adminContent.nameGeRequired') },
      ),
  );
  const field = useTextField(form);
  const area = (name: 'description' | 'descriptionGE') => ({
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    error: messageText(form.error(name)),
  });
  const [iconUrl, setIconUrl] = useState<string | null>(item?.iconUrl ?? null);
  const [iconError, setIconError] = useState<string>();

  const pickIcon = async (file: File | null) => {
    if (!file) return;
    setIconError(undefined);
    try {
      setIconUrl(await store.uploadIcon(file));
    } catch (error) {
      setIconError(serverText(error) ?? t('errors.somethingWentWrong'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { name, nameGE, description, descriptionGE, parentId } = form.values;
    try {
      await store.save({
        name: name.trim(),
        nameGE: nameGE.trim(),
        description: orNull(description),
        descriptionGE: orNull(descriptionGE),
        iconUrl,
        parentId: parentId ? Number(parentId) : null,
      });
      root.notify('success', t('adminContent.saved'));
    } catch (error) {
      // iconUrl has no field of its own here: its message goes above the form.
      form.applyServerErrors(error);
    }
  };

  const parents = (store.parents?.value ?? []).filter((parent) => parent.id !== item?.id);
  const title = t(item ? 'adminContent.dictionaries.editTitle' : 'adminContent.dictionaries.newTitle', {
    list: t(`adminContent.dictionaries.types.${store.type}`),
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="lg">
          <Title order={3} size="h4">
            {title}
          </Title>
          <FormErrors messages={form.formErrors} />
          <LanguageColumns>
            {({ suffix, lang }) => (
              <>
                <TextInput
                  {...field(suffix === 'EN' ? 'name' : 'nameGE')}
                  label={t('adminContent.nameLabel')}
                  required
                  maxLength={MAX_NAME}
                  lang={lang}
                />
                <Textarea
                  {...area(suffix === 'EN' ? 'description' : 'descriptionGE')}
                  label={t('adminContent.descriptionLabel')}
                  rows={3}
                  maxLength={MAX_DESCRIPTION}
                  lang={lang}
                />
              </>
            )}
          </LanguageColumns>
          {store.parents && (
            <NativeSelect
              label={t('adminContent.dictionaries.parent')}
              value={form.values.parentId}
              onChange={(event) => form.set('parentId', event.currentTarget.value)}
              error={messageText(form.error('parentId'))}
              disabled={!store.parents.isLoaded}
              data={[
                { value: '', label: t('adminContent.dictionaries.noParent') },
                ...parents.map((parent) => ({
                  value: String(parent.id),
                  label: i18n.language === 'ka-GE' ? parent.nameGE : parent.name,
                })),
              ]}
              style={{ maxWidth: '24rem' }}
            />
          )}
          <Stack gap="xs">
            <ImagePicker
              title={t('adminContent.dictionaries.icon')}
              buttonLabel={t('adminContent.dictionaries.uploadIcon')}
              imageUrl={iconUrl}
              onPick={(file) => void pickIcon(file)}
              busy={store.isUploadingIcon}
              error={iconError}
            />
            {iconUrl && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setIconUrl(null)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('adminContent.dictionaries.removeIcon')}
              </Button>
            )}
          </Stack>
          <SaveButtons saving={store.isSaving} onCancel={() => store.close()} />
        </Stack>
      </form>
    </Paper>
  );
});
