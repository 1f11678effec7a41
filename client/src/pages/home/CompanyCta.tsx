import { Button, Container, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import classes from './CompanyCta.module.css';

/** The call to companies: unlimited vacancies at no cost (spec point 1). */
export function CompanyCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="company-cta" className={classes.section}>
      <Container size="lg">
        <div className={classes.panel}>
          <div>
            <Title order={2} id="company-cta" className={classes.title}>
              {t('home.companyCta.title')}
            </Title>
            <Text className={classes.text}>{t('home.companyCta.text')}</Text>
          </div>
          <Button
            component={Link}
            to="/signUp?business=true"
            size="md"
            variant="white"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            classNames={{ root: classes.action, label: classes.actionLabel }}
          >
            {t('home.companyCta.action')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
