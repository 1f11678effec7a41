import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';

/** A request failed: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="flex-start" gap="sm">
        <Text>{t('common.loadFailed')}</Text>
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
