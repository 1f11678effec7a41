import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { observer } from 'mobx-react-lite';
import { useReadOnly } from '../../../components/view-as/use-read-only';

/** One read-only card of the general-information page with its Edit button (the panel is the
 *  only place the company's profile is edited). */
export const ProfileCard = observer(function ProfileCard({
  title,
  editLabel,
  onEdit,
  editDisabled = false,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  /** Off until the saved profile is here (a dialog starts from it). */
  editDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={editLabel}
            disabled={editDisabled || readOnly}
          >
            {t('panel.edit.edit')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
});

/** A label and its value in a card's description list. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt
        style={{
          fontSize: 'var(--mantine-font-size-xs)',
          fontWeight: 700,
          textTransform: 'uppercase',
          color: 'var(--mantine-color-dimmed)',
        }}
      >
        {label}
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** While the saved profile is on its way (or could not be fetched), in place of a card's content. */
export function ProfilePending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <Text c="dimmed">{t('common.loadFailed')}</Text>
  ) : (
    <Loader size="sm" aria-label={t('panel.loading')} />
  );
}
