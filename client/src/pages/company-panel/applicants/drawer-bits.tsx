import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Alert, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../api/api-error';
import { LoadError } from '../../../components/feedback/LoadError';

/** A drawer of the applicants pages: the thing once it is here, skeletons before, and the server's
 *  not-found text or a retry when it failed. */
export function DetailsDrawer({
  opened,
  onClose,
  title,
  loadingLabel,
  notFoundText,
  error,
  onRetry,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  loadingLabel: string;
  notFoundText: string;
  error: ApiError | undefined;
  onRetry: () => void;
  /** Undefined while loading. */
  children: ReactNode | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('applicants.closeDrawer') }}
    >
      {error ? (
        error.status === 404 || error.status === 403 ? (
          <Alert color="gray" variant="light" role="alert" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{notFoundText}</Text>
          </Alert>
        ) : (
          <LoadError onRetry={onRetry} />
        )
      ) : children === undefined ? (
        <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={16} width="60%" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : (
        children
      )}
    </Drawer>
  );
}

/** A titled part of a drawer. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
