import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, MultiSelect, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '../panel/PanelSection';
import { useCompanyProfile } from './use-company-profile';

const comboboxProps = { withinPortal: true };

/** /companyPanel/technologies: the technologies the company works with, grouped by category. */
export const CompanyTechnologiesPage = observer(function CompanyTechnologiesPage() {
  const { t } = useTranslation();
  const profile = useCompanyProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('panel.technologies')}</Title>
      <PanelSection title={t('panel.technologiesSection')}>
        <MultiSelect<number>
          label={t('fields.technologies')}
          placeholder={profile.technologyIds.length ? undefined : t('fields.search')}
          data={profile.technologyGroups}
          value={profile.technologyIds}
          onChange={(ids) => profile.setTechnologyIds(ids)}
          nothingFoundMessage={t('fields.nothingFound')}
          searchable
          hidePickedOptions
          comboboxProps={comboboxProps}
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
