import { Button, Group, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { PanelSection } from '../panel/PanelSection';
import { TechnologiesSelect } from '../panel/TechnologiesSelect';
import { useCompanyProfile } from './use-company-profile';

/** /companyPanel/technologies: the technologies the company works with, grouped by category. */
export const CompanyTechnologiesPage = observer(function CompanyTechnologiesPage() {
  const { t } = useTranslation();
  const profile = useCompanyProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('panel.technologies')}</Title>
      <PanelSection title={t('panel.technologiesSection')}>
        <TechnologiesSelect
          groups={profile.technologyGroups}
          value={profile.technologyIds}
          onChange={(ids) => profile.setTechnologyIds(ids)}
        />
        <Group>
          <Button loading={profile.savingTechnologies} onClick={() => void profile.saveTechnologies()}>
            {t('panel.saveTechnologies')}
          </Button>
        </Group>
      </PanelSection>
    </Stack>
  );
});
