import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Partners.module.css';

interface Props {
  id: string;
  title: string;
  subtitle?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A band of the business landing page: a centred title and subtitle above its content. */
export function PartnersSection({ id, title, subtitle, tinted, children }: Props) {
  return (
    <section aria-labelledby={id} className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}>
      <Container size="lg">
        <div className={classes.heading}>
          <Title order={2} id={id} className={classes.title}>
            {title}
          </Title>
          {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
        </div>
        {children}
      </Container>
    </section>
  );
}
