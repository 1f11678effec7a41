import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

export interface EditDialogProps {
  title: string;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  size?: string;
  /** Save is off (e.g. while the fields are still loading). */
  saveDisabled?: boolean;
  children: ReactNode;
}

/** An edit dialog of the general-information page: the fields, then Cancel (drops the changes)
 *  and Save (with its loading state). */
export function EditDialog({
  title,
  opened,
  saving,
  onClose,
  onSave,
  size = 'lg',
  saveDisabled,
  children,
}: EditDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            {/* Pressing Save must not blur the field first: its message would push the button away
                before the click lands, and the first click would be lost. */}
            <Button
              type="submit"
              loading={saving}
              disabled={saveDisabled}
              onMouseDown={(event) => event.preventDefault()}
            >
              {t('panel.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
