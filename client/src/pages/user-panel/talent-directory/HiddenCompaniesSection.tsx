import '@mantine/core/styles/Avatar.css';
import { ActionIcon, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { TalentDirectoryStore } from '../../../stores/user-panel/talent-directory/TalentDirectoryStore';
import { PanelSection } from '../../panel/PanelSection';
import { CompanyLookup } from './CompanyLookup';

/** The companies that never find the talent (a current employer ...): add from the company
 *  directory, remove with the cross. */
export const HiddenCompaniesSection = observer(function HiddenCompaniesSection({
  store,
}: {
  store: TalentDirectoryStore;
}) {
  const { t } = useTranslation();
  const hidden = store.hiddenCompanies;
  return (
    <PanelSection title={t('talentDirectory.hidden.title')}>
      <Text c="dimmed" size="sm">
        {t('talentDirectory.hidden.intro')}
      </Text>
      <CompanyLookup
        label={t('talentDirectory.hidden.add')}
        exclude={hidden.map((company) => company.id)}
        disabled={store.busyCompanyId !== undefined}
        onPick={(company) => void store.hide(company)}
      />
      {hidden.length === 0 ? (
        <Text size="sm">{t('talentDirectory.hidden.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('talentDirectory.hidden.listLabel')}
        >
          {hidden.map((company) => (
            <Group component="li" key={company.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={company.logoUrl} alt="" size="sm" radius="sm" color="indigo" aria-hidden>
                  {company.name.charAt(0)}
                </Avatar>
                <Text size="sm">{company.name}</Text>
              </Group>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('talentDirectory.hidden.remove', { name: company.name })}
                loading={store.busyCompanyId === company.id}
                onClick={() => void store.unhide(company.id)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
});
