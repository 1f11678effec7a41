import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MODERATION_REASON_MAX } from '../../../api/admin-moderation';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import { useStores } from '../../../stores/StoresContext';
import type { ModerationQueueStore } from '../../../stores/admin/ModerationQueueStore';

/** The reason of a rejection, asked before it is sent: `title` names the item, `hint` says who
 *  reads the reason. */
export const RejectDialog = observer(function RejectDialog({
  store,
  title,
  hint,
}: {
  store: ModerationQueueStore<{ id: number }>;
  title: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const text = useMessageText();
  const form = store.reasonForm;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const confirmation = await store.submitReject();
    if (confirmation) root.notify('success', confirmation);
  };
  const remaining = MODERATION_REASON_MAX - form.values.reason.length;
  return (
    <Modal
      opened={!!store.rejecting}
      onClose={() => store.closeReject()}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{hint}</Text>
          <Textarea
            label={t('adminModeration.reason')}
            description={t('adminModeration.remaining', { count: Math.max(0, remaining) })}
            required
            rows={4}
            maxLength={MODERATION_REASON_MAX}
            value={form.values.reason}
            onChange={(event) => form.set('reason', event.currentTarget.value)}
            error={text(form.error('reason'))}
            data-autofocus
          />
          <FormErrors messages={form.formErrors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => store.closeReject()} disabled={store.isDeciding}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={store.isDeciding}>
              {t('adminModeration.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
