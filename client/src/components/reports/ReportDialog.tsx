import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../api/reports';
import { FormErrors } from '../forms/FormErrors';
import { useMessageText } from '../forms/message';
import type { ReportStore } from './ReportStore';

/** The report's form: why (fake, spam, offensive) and, if the reporter likes, what is wrong. */
export const ReportDialog = observer(function ReportDialog({
  store,
  title,
  onSent,
}: {
  store: ReportStore;
  title: string;
  onSent: (thanks: string) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = store;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const thanks = await store.submit();
    if (thanks) onSent(thanks);
  };

  return (
    <Modal
      opened={store.isOpen}
      onClose={() => store.close()}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md">
          <Radio.Group
            label={t('reportContent.reasonLabel')}
            required
            value={form.values.reason}
            onChange={(value) => form.set('reason', value)}
            error={text(form.error('reason'))}
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((reason) => (
                <Radio key={reason} value={String(reason)} label={t(`reportContent.reasons.${reason}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('reportContent.detailsLabel')}
            description={t('reportContent.remaining', {
              count: Math.max(0, REPORT_DETAILS_MAX - form.values.details.length),
            })}
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            value={form.values.details}
            onChange={(event) => form.set('details', event.currentTarget.value)}
            error={text(form.error('details'))}
          />
          <FormErrors messages={form.formErrors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => store.close()} disabled={store.isSending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={store.isSending}>
              {t('reportContent.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
