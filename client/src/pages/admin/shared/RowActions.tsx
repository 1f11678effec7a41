import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FieldMessage } from '../../../lib/forms/form-state';
import { useStores } from '../../../stores/StoresContext';
import { serverText } from '../../../lib/forms/server-text';

export interface RowActionLabels {
  edit: string;
  editNamed: string;
  delete: string;
  deleteNamed: string;
}

/** A row's "Edit" and "Delete" buttons, each named after the row; the content tabs' words unless
 *  `labels` are given. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  editLoading,
  deleteDisabled,
  labels,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  editLoading?: boolean;
  deleteDisabled?: boolean;
  labels?: RowActionLabels;
}) {
  const { t } = useTranslation();
  const words = labels ?? {
    edit: t('adminContent.edit'),
    editNamed: t('adminContent.editNamed', { name }),
    delete: t('adminContent.delete'),
    deleteNamed: t('adminContent.deleteNamed', { name }),
  };
  return (
    <>
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconEdit size={16} aria-hidden />}
        loading={editLoading}
        onClick={onEdit}
        aria-label={words.editNamed}
      >
        {words.edit}
      </Button>
      <Button
        variant="light"
        color="red"
        size="compact-md"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={deleteDisabled}
        onClick={onDelete}
        aria-label={words.deleteNamed}
      >
        {words.delete}
      </Button>
    </>
  );
}

/** Deleting a row after a question: the row asked about, and the props of the ConfirmDialog that
 *  asks (the server's confirmation becomes a toast, its refusal shows in the dialog). */
export function useDeleteConfirm<T extends { id: number }>(remove: (id: number) => Promise<string>) {
  const { t } = useTranslation();
  const root = useStores();
  const [target, setTarget] = useState<T>();
  const [errors, setErrors] = useState<FieldMessage[]>([]);

  const confirm = async () => {
    if (!target) return;
    setErrors([]);
    try {
      root.notify('success', await remove(target.id));
      setTarget(undefined);
    } catch (error) {
      setErrors([{ text: serverText(error) || t('errors.somethingWentWrong') }]);
    }
  };

  return {
    target,
    ask: (item: T) => {
      setErrors([]);
      setTarget(item);
    },
    dialog: { opened: !!target, errors, onConfirm: () => void confirm(), onClose: () => setTarget(undefined) },
  };
}
