import { Anchor, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './HomeSection.module.css';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  /** A "see all" link beside the title. */
  action?: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}

/** A landing-page section: a titled band with an optional "see all" link. */
export function HomeSection({ id, title, subtitle, action, tinted, children }: Props) {
  return (
    <section aria-labelledby={id} className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}>
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
          <div>
            <Title order={2} id={id} className={classes.title}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {action && (
            <Anchor component={Link} to={action.to} fw={600} className={classes.action}>
              {action.label}
              <IconArrowRight size={16} aria-hidden />
            </Anchor>
          )}
        </Group>
        {children}
      </Container>
    </section>
  );
}
