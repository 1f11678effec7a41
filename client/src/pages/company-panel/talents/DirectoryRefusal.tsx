import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';

/** Why the company may not use the talent directory yet (the server's 403 text): a notice with the
 *  way to its profile, not an error. */
export function DirectoryRefusal({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      radius="lg"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('talentSearch.refusal.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message || t('talentSearch.refusal.fallback')}</Text>
        <Button component={Link} to="/companyPanel/generalInformation" variant="light" size="compact-sm">
          {t('talentSearch.refusal.toProfile')}
        </Button>
      </Stack>
    </Alert>
  );
}
