import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '../../../styles/combobox';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DECLINE_REASONS, type DeclineReason } from '../../../api/talent-directory';
import type { TalentInvitationsStore } from '../../../stores/user-panel/talent-directory/TalentInvitationsStore';

const comboboxProps = { withinPortal: true };

/** Declining an invitation, with a reason if the talent wants to give one (the company is told
 *  only that it was declined). */
export const DeclineDialog = observer(function DeclineDialog({ store }: { store: TalentInvitationsStore }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const invitation = store.declining;
  const close = () => {
    setReason(null);
    store.closeDecline();
  };
  return (
    <Modal
      opened={invitation !== undefined}
      onClose={close}
      title={t('talentDirectory.invitations.declineTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        {invitation && (
          <Text size="sm">
            {t('talentDirectory.invitations.declineText', {
              company: invitation.company.name,
              vacancy: invitation.vacancy.title,
            })}
          </Text>
        )}
        <Select<DeclineReason>
          label={t('talentDirectory.invitations.reason')}
          placeholder={t('talentDirectory.invitations.noReason')}
          data={DECLINE_REASONS.map((value) => ({ value, label: t(`talentDirectory.declineReasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          clearable
          comboboxProps={comboboxProps}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={store.busyId !== undefined}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={invitation !== undefined && store.busyId === invitation.id}
            onClick={() => void store.decline(reason).then(() => setReason(null))}
          >
            {t('talentDirectory.invitations.confirmDecline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});
