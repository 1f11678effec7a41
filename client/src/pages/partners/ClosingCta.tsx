import { Button, Container, Text, Title } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import classes from './Partners.module.css';

/** The last word: one button back up to the sign-up form (or the panel link when signed in). */
export function ClosingCta({ onBackToForm, signedIn }: { onBackToForm: () => void; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partners-cta" className={classes.ctaSection}>
      <Container size="lg">
        <div className={classes.cta}>
          <div>
            <Title order={2} id="partners-cta" className={classes.ctaTitle}>
              {t('partners.cta.title')}
            </Title>
            <Text className={classes.ctaText}>{t('partners.cta.text')}</Text>
          </div>
          <Button
            size="lg"
            variant="white"
            onClick={onBackToForm}
            rightSection={<IconArrowUp size={18} aria-hidden />}
            classNames={{ root: classes.ctaAction, label: classes.ctaActionLabel }}
          >
            {t(signedIn ? 'partners.cta.actionSignedIn' : 'partners.cta.action')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
