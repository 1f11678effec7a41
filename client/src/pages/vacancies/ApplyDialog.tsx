import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { APPLY_MESSAGE_MAX, CV_ACCEPT, type ApplyValues } from '../../stores/vacancies/ApplyFormStore';
import type { VacancyPageStore } from '../../stores/vacancies/VacancyPageStore';
import { useStores } from '../../stores/StoresContext';
import classes from './ApplyDialog.module.css';

/** The application dialog (spec points 4, 5): prefilled from the account; stays open on errors. */
export const ApplyDialog = observer(function ApplyDialog({ page, title }: { page: VacancyPageStore; title: string }) {
  const { t } = useTranslation();
  const store = useStores();
  const text = useMessageText();
  const apply = page.apply;
  const form = apply.form;
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await page.submitApplication();
    if (answer !== null) store.toast('success', { text: answer });
  };
  const field = (name: 'fullName' | 'email' | 'phone' | 'message') => ({
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: text(form.error(name)),
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    apply.pickCv(event.currentTarget.files?.[0] ?? null);
    event.currentTarget.value = '';
  };
  const cvError = text(form.error('cv'));
  const useLast = apply.lastCvFileName !== null && form.values.cvChoice === 'last';

  return (
    <Modal
      opened={apply.opened}
      onClose={() => apply.close()}
      title={t('vacancyPage.apply.dialogTitle', { title })}
      centered
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('vacancyPage.apply.formLabel')}>
        <Stack gap="md">
          <TextInput label={t('vacancyPage.apply.fullName')} required autoComplete="name" {...field('fullName')} />
          <TextInput
            label={t('vacancyPage.apply.email')}
            required
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextInput
            label={t('vacancyPage.apply.phone')}
            required
            type="tel"
            autoComplete="tel"
            placeholder="+995 555 12 34 56"
            {...field('phone')}
          />
          <Textarea
            label={t('vacancyPage.apply.message')}
            description={t('vacancyPage.apply.messageHint', { max: APPLY_MESSAGE_MAX })}
            rows={5}
            maxLength={APPLY_MESSAGE_MAX}
            {...field('message')}
          />
          <Stack gap="xs">
            <Text fw={500} size="sm">
              {t('vacancyPage.apply.cv')}
            </Text>
            {apply.lastCvFileName !== null && (
              <Radio.Group
                value={form.values.cvChoice}
                onChange={(value) => form.set('cvChoice', value as ApplyValues['cvChoice'])}
                aria-label={t('vacancyPage.apply.cv')}
              >
                <Stack gap={6}>
                  <Radio value="last" label={t('vacancyPage.apply.useLastCv', { name: apply.lastCvFileName })} />
                  <Radio value="new" label={t('vacancyPage.apply.useNewCv')} />
                </Stack>
              </Radio.Group>
            )}
            {!useLast && (
              <div>
                <input
                  id={fileId}
                  type="file"
                  accept={CV_ACCEPT}
                  className={classes.input}
                  onChange={onFile}
                  aria-label={t('vacancyPage.apply.chooseCv')}
                  aria-describedby={`${fileId}-hint${cvError ? ` ${fileId}-error` : ''}`}
                  aria-invalid={cvError ? true : undefined}
                />
                <Button
                  component="label"
                  htmlFor={fileId}
                  variant="default"
                  className={classes.button}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {t('vacancyPage.apply.chooseCv')}
                </Button>
                <Text size="xs" c="dimmed" id={`${fileId}-hint`} mt={4}>
                  {form.values.cv ? form.values.cv.name : t('vacancyPage.apply.cvHint')}
                </Text>
              </div>
            )}
            {cvError && (
              <Text size="sm" c="red" id={`${fileId}-error`} role="alert">
                {cvError}
              </Text>
            )}
          </Stack>
          <FormErrors messages={form.formErrors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => apply.close()}>
              {t('vacancyPage.apply.cancel')}
            </Button>
            <Button type="submit" loading={apply.sending}>
              {t('vacancyPage.apply.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
