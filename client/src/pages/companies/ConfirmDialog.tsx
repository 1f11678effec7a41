import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { FormErrors } from '../../components/forms/FormErrors';
import type { FieldMessage } from '../../lib/forms/form-state';

/** A question before something is deleted or decided, with the server's refusal when there is
 *  one; the confirming button is red unless `color` says otherwise (an approval). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  color = 'red',
  loading,
  errors,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  loading: boolean;
  errors: FieldMessage[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <FormErrors messages={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
