import '@mantine/core/styles/Paper.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/feedback/LoadError';

/** One kind of subscription: a titled region with a line on what it does; skeletons until its
 *  data is here, an error with retry when it could not be loaded. */
export function SubscriptionSection({
  title,
  description,
  state,
  onRetry,
  children,
}: {
  title: string;
  description: string;
  state: 'loading' | 'failed' | 'ready';
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {state === 'failed' ? (
          <LoadError onRetry={onRetry} />
        ) : state === 'loading' ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('subscriptions.loading')}>
            <Skeleton height={36} radius="xl" />
            <Skeleton height={36} radius="md" />
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/** The state a section shows for the values it needs, each loaded on its own. */
export const sectionState = (...loadables: { isLoaded: boolean; failed: boolean }[]): 'loading' | 'failed' | 'ready' =>
  loadables.every((each) => each.isLoaded) ? 'ready' : loadables.some((each) => each.failed) ? 'failed' : 'loading';
