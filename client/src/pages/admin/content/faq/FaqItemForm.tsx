import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import { NativeSelect, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { AdminFaqItem, FaqItemInput } from '../../../../api/admin-content';
import type { FaqCategory } from '../../../../api/static';
import { useTextField } from '../../../../components/forms/field-props';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { useMessageText } from '../../../../components/forms/message';
import { FormState } from '../../../../lib/forms/form-state';
import { useStores } from '../../../../stores/StoresContext';
import { MarkdownField } from '../MarkdownField';
import { FAQ_GROUPS, type FaqStore } from '../../../../stores/admin/FaqStore';
import { LanguageColumns, SaveButtons, type LanguageSide } from '../LanguageColumns';

export const MAX_QUESTION = 500;
export const MAX_ANSWER = 10_000;

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

/** The editor of one question: its group, and the question and Markdown answer in both languages. */
export const FaqItemForm = observer(function FaqItemForm({ store, item }: { store: FaqStore; item?: AdminFaqItem }) {
  const { t } = useTranslation();
  const root = useStores();
  const messageText = useMessageText();
  const [form] = useState(
    () =>
      new FormState<FaqItemInput>(
        {
          category: item?.category ?? 'general',
          questionEN: item?.questionEN ?? '',
          questionGE: item?.questionGE ?? '',
          answerEN: item?.answerEN ?? '',
          answerGE: item?.answerGE ?? '',
        },
        {
          questionEN: required('adminContent.faq.questionRequired'),
          questionGE: required('adminContent.faq.questionRequired'),
          answerEN: required('adminContent.faq.answerRequired'),
          answerGE: required('adminContent.faq.answerRequired'),
        },
      ),
  );
  const field = useTextField(form);
  const [preview, setPreview] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await store.save(form.values);
      root.notify('success', t('adminContent.saved'));
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  const language = ({ suffix, lang, legend }: LanguageSide) => (
    <>
      <TextInput
        {...field(`question${suffix}`)}
        label={t('adminContent.faq.question')}
        required
        maxLength={MAX_QUESTION}
        lang={lang}
      />
      <MarkdownField
        label={t('adminContent.faq.answer')}
        value={form.values[`answer${suffix}`]}
        onChange={(value) => form.set(`answer${suffix}`, value)}
        onBlur={() => form.touch(`answer${suffix}`)}
        error={messageText(form.error(`answer${suffix}`))}
        required
        preview={preview}
        previewName={`${t('adminContent.faq.answer')}, ${legend}`}
        rows={6}
        maxLength={MAX_ANSWER}
        lang={lang}
      />
    </>
  );

  const title = t(item ? 'adminContent.faq.editTitle' : 'adminContent.faq.newTitle');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="lg">
          <Title order={3} size="h4">
            {title}
          </Title>
          <FormErrors messages={form.formErrors} />
          <NativeSelect
            label={t('adminContent.faq.category')}
            value={form.values.category}
            onChange={(event) => form.set('category', event.currentTarget.value as FaqCategory)}
            data={FAQ_GROUPS.map((value) => ({ value, label: t(`adminContent.faq.groups.${value}`) }))}
            style={{ maxWidth: '20rem' }}
          />
          <Switch
            checked={preview}
            onChange={(event) => setPreview(event.currentTarget.checked)}
            label={t('adminContent.showPreview')}
          />
          <LanguageColumns from="lg">{language}</LanguageColumns>
          <SaveButtons saving={store.isSaving} onCancel={() => store.close()} />
        </Stack>
      </form>
    </Paper>
  );
});
