import '@mantine/core/styles/ThemeIcon.css';
import { Text, Title } from '@mantine/core';
import { IconCoinOff, IconCpu, IconInfinity, IconRocket, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import classes from './Partners.module.css';
import { PartnersSection } from './PartnersSection';
import { ThemeIcon } from '../../components/content/ThemeIcon';

/** Spec point 1: the five benefits, in this order. */
const BENEFITS: { key: string; icon: Icon }[] = [
  { key: 'unlimited', icon: IconInfinity },
  { key: 'zeroFees', icon: IconCoinOff },
  { key: 'techAdapted', icon: IconCpu },
  { key: 'talent', icon: IconUsersGroup },
  { key: 'streamlined', icon: IconRocket },
];

/** Why companies hire here: five cards with an icon each. */
export function BenefitCards() {
  const { t } = useTranslation();
  return (
    <PartnersSection
      id="partners-benefits"
      title={t('partners.benefits.title')}
      subtitle={t('partners.benefits.subtitle')}
    >
      <ul className={classes.benefits}>
        {BENEFITS.map(({ key, icon: BenefitIcon }) => (
          <li key={key} className={classes.benefit}>
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <BenefitIcon size={26} stroke={1.75} />
            </ThemeIcon>
            <Title order={3} className={classes.benefitTitle}>
              {t(`partners.benefits.${key}.title`)}
            </Title>
            <Text size="sm" className={classes.benefitText}>
              {t(`partners.benefits.${key}.text`)}
            </Text>
          </li>
        ))}
      </ul>
    </PartnersSection>
  );
}
