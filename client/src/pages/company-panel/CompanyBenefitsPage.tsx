import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Group, Loader, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { PanelSection } from '../panel/PanelSection';
import { useCompanyProfile } from './use-company-profile';

/** /companyPanel/benefits: benefit groups with their sub-benefits. */
export const CompanyBenefitsPage = observer(function CompanyBenefitsPage() {
  const { t } = useTranslation();
  const profile = useCompanyProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('panel.benefits')}</Title>
      <PanelSection title={t('panel.benefitsSection')}>
        {profile.benefitDictionary.isLoading && <Loader size="sm" aria-label={t('panel.loading')} />}
        <Stack gap="md">
          {profile.benefitChoices.map((group) => {
            const picked = group.subBenefits.filter((benefit) => profile.isBenefitSelected(benefit.value)).length;
            const checked = profile.isBenefitSelected(group.id);
            return (
              <Stack key={group.id} gap={6} role="group" aria-label={group.label}>
                <Checkbox
                  label={group.label}
                  fw={600}
                  checked={checked}
                  indeterminate={!checked && picked > 0}
                  onChange={(event) => profile.toggleBenefitGroup(group, event.currentTarget.checked)}
                />
                {group.subBenefits.map((benefit) => (
                  <Checkbox
                    key={benefit.value}
                    ml="xl"
                    label={benefit.label}
                    checked={profile.isBenefitSelected(benefit.value)}
                    onChange={(event) => profile.toggleBenefit(benefit.value, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            );
          })}
        </Stack>
        <Group>
          <Button loading={profile.savingBenefits} onClick={() => void profile.saveBenefits()}>
            {t('panel.saveBenefits')}
          </Button>
        </Group>
      </PanelSection>
    </Stack>
  );
});
