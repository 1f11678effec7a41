import { Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { FiguresRow } from './FiguresRow';
import classes from './HeroSection.module.css';

const BUSINESS_SIGN_UP = '/signUp?business=true';

/** The hero of BackOfficeStaticData/GetHeroTextImage, placeholders while it loads, a fallback text
 *  of our own if it fails, and the site's figures beneath. */
export const HeroSection = observer(function HeroSection() {
  const { t } = useTranslation();
  const { landing } = useStores();
  const hero = landing.heroText;
  // Placeholders from the first render on (the page asks for the hero after it): showing the fallback
  // first would swap the text twice, moving the image beneath each time.
  const waiting = !hero && !landing.hero.failed;

  return (
    <section aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          {waiting ? (
            <Skeleton radius="md" aria-hidden className={classes.titleSkeleton} />
          ) : (
            <Title order={1} id="hero-title" className={classes.title}>
              {hero?.title ?? t('home.hero.fallbackTitle')}
            </Title>
          )}
          {waiting ? (
            <Skeleton mt="lg" radius="md" aria-hidden className={classes.textSkeleton} />
          ) : (
            <Text size="lg" className={classes.text}>
              {hero?.text ?? t('home.hero.fallbackText')}
            </Text>
          )}
          <Group gap="sm" mt="xl" className={classes.actions}>
            <Button component={Link} to="/vacancies" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
              {t('home.hero.findJobs')}
            </Button>
            <Button component={Link} to={BUSINESS_SIGN_UP} size="md" variant="default">
              {t('home.hero.forEmployers')}
            </Button>
          </Group>
        </div>
        <img
          src={hero?.imageUrl ?? '/static/hero.svg'}
          alt=""
          width={560}
          height={420}
          fetchPriority="high"
          className={classes.image}
        />
      </Container>
      <Container size="lg">
        <FiguresRow />
      </Container>
    </section>
  );
});
