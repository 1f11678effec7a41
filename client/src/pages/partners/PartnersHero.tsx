import '@mantine/core/styles/ThemeIcon.css';
import { Container, Paper, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import classes from './PartnersHero.module.css';
import { PartnerSignUp } from './PartnerSignUp';
import { ThemeIcon } from '../../components/content/ThemeIcon';

const HIGHLIGHTS = ['unlimited', 'free', 'fast'] as const;

/** The pitch beside the business sign-up form (or the panel link once signed in). `formRef` is the
 *  form's frame, which the closing call to action brings back into view. */
export function PartnersHero({ formRef }: { formRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partners-title" className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <Text className={classes.eyebrow}>{t('partners.hero.eyebrow')}</Text>
          <Title order={1} id="partners-title" className={classes.title}>
            {t('partners.hero.title')}
          </Title>
          <Text size="lg" className={classes.text}>
            {t('partners.hero.text')}
          </Text>
          <ul className={classes.highlights}>
            {HIGHLIGHTS.map((key) => (
              <li key={key} className={classes.highlight}>
                <ThemeIcon size={24} radius="xl" color="teal" variant="light" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
                {t(`partners.hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <Paper
          ref={formRef}
          withBorder
          radius="lg"
          shadow="md"
          className={classes.card}
          aria-labelledby="partners-sign-up"
          component="section"
        >
          <PartnerSignUp />
        </Paper>
      </Container>
    </section>
  );
}
