import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadOnlyFieldset } from '../../components/view-as/ReadOnlyFieldset';

/** One titled card of a panel page; its controls are off in a view-as session. */
export function PanelSection({
  title,
  children,
  headingOrder = 2,
}: {
  title: string;
  children: ReactNode;
  headingOrder?: 2 | 3;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        <ReadOnlyFieldset>{children}</ReadOnlyFieldset>
      </Stack>
    </Paper>
  );
}
