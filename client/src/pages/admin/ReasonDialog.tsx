import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ADMIN_REASON_MAX } from '../../api/admin-accounts';
import { ApiError } from '../../api/api-error';
import { FormErrors } from '../../components/forms/FormErrors';
import { SOMETHING_WENT_WRONG, type FieldMessage } from '../../lib/forms/form-state';

/**
 * Asks the reason of a staff decision (block, reject) before it is sent: 1 to 500 characters.
 * `onSubmit` sends it; a refusal stays in the dialog (a `reason` message under the field).
 */
export function ReasonDialog({
  opened,
  title,
  hint,
  confirmLabel,
  loading,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** Who reads the reason. */
  hint: string;
  confirmLabel: string;
  loading: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setFieldError(undefined);
    setErrors([]);
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    if (!reason.trim()) {
      setFieldError(t('adminAccounts.reasonRequired'));
      return;
    }
    try {
      await onSubmit(reason.trim());
    } catch (error) {
      const byField = error instanceof ApiError ? error.errors : {};
      const forReason = Object.entries(byField).find(([key]) => key.toLowerCase() === 'reason')?.[1]?.[0];
      if (forReason) setFieldError(forReason);
      const general = Object.entries(byField)
        .filter(([key]) => key.toLowerCase() !== 'reason')
        .flatMap(([, texts]) => texts.map((text) => ({ text })));
      setErrors(general.length ? general : forReason ? [] : [SOMETHING_WENT_WRONG]);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{hint}</Text>
          <Textarea
            label={t('adminAccounts.reason')}
            description={t('adminAccounts.remaining', { count: Math.max(0, ADMIN_REASON_MAX - reason.length) })}
            required
            rows={4}
            resize="vertical"
            maxLength={ADMIN_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setFieldError(undefined);
            }}
            error={fieldError}
            data-autofocus
          />
          <FormErrors messages={errors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
