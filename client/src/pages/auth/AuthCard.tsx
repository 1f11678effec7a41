import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthCard.module.css';

/** The frame of the account pages: one card with the page's heading, narrow enough to read. */
export function AuthCard({
  title,
  subtitle,
  size = 'xs',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Container size={size} className={classes.page}>
      <Paper withBorder radius="lg" shadow="xs" className={classes.card}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
