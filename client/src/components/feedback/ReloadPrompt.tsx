import { Button, Container, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';

/** Spec point 8: what is left when the page cannot go on. */
export function ReloadPrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" role="alert">
        <Text size="lg" fw={600} ta="center">
          {t('errors.somethingWentWrong')}
        </Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onReload}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
