import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

/** Placeholder while a page's code or content is on its way; `waitingFor` names what for (a
 *  data attribute, for whoever has to find out why a page stays on it). */
export function PageLoader({ waitingFor }: { waitingFor?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl" aria-busy="true" data-waiting-for={waitingFor}>
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <Stack gap="md">
        <Skeleton height={36} width="60%" radius="md" />
        <Skeleton height={14} radius="md" />
        <Skeleton height={14} radius="md" />
        <Skeleton height={14} width="80%" radius="md" />
      </Stack>
    </Container>
  );
}
