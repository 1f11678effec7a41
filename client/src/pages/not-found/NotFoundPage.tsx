import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';

/** Any path that is no page (the server answers it with status 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <IconCompass size={56} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/" mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
