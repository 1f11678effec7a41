import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Step 4, without the step bar: the account exists, the welcome page is on its way. */
export function DoneStep() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" ta="center" role="status">
      <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text fw={600}>{t('signUp.done')}</Text>
      <Loader size="sm" aria-hidden />
    </Stack>
  );
}
