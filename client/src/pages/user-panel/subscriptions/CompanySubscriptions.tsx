import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Avatar.css';
import { ActionIcon, Avatar, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { FormErrors } from '../../../components/forms/FormErrors';
import type { CompanySubscriptionsStore } from '../../../stores/user-panel/subscriptions/CompanySubscriptionsStore';
import { useStores } from '../../../stores/StoresContext';
import { CompanyPicker } from '../../compare/CompanyPicker';
import { FrequencyControl } from './FrequencyControl';
import { SubscriptionSection, sectionState } from './SubscriptionSection';
import classes from './Subscriptions.module.css';

/** The companies the talent follows: a chip per company (logo, name, remove), the company picker
 *  to add one, the frequency and Save. */
export const CompanySubscriptions = observer(function CompanySubscriptions({
  store,
}: {
  store: CompanySubscriptionsStore;
}) {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <SubscriptionSection
      title={t('subscriptions.companies.title')}
      description={t('subscriptions.companies.description')}
      state={sectionState(store.loaded)}
      onRetry={() => void store.load()}
    >
      {store.selected.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscriptions.companies.empty')}
        </Text>
      ) : (
        <ul className={classes.chips} aria-label={t('subscriptions.companies.listLabel')}>
          {store.selected.map((company) => (
            <li key={company.id} className={classes.chip}>
              <Avatar src={company.smallProfileImageUrl} alt="" size="sm" radius="xl" color="indigo">
                {company.name.charAt(0)}
              </Avatar>
              <Link to={`/companies/${company.transformedName}`} className={classes.chipName}>
                {company.name}
              </Link>
              <ActionIcon
                variant="subtle"
                color="gray"
                radius="xl"
                size="sm"
                aria-label={t('subscriptions.companies.remove', { name: company.name })}
                disabled={store.isBusy || auth.viewAs}
                onClick={() => void store.remove(company)}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      <CompanyPicker
        label={t('subscriptions.companies.add')}
        selected={undefined}
        onSelect={(company) => store.add(company)}
      />
      {store.error && <FormErrors messages={[store.error]} />}
      <Group justify="space-between" align="center" gap="sm">
        <FrequencyControl
          label={t('subscriptions.companies.frequency')}
          value={store.frequency}
          onChange={(frequency) => store.setFrequency(frequency)}
        />
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={store.isSaving}
          disabled={store.isUnsubscribing || auth.viewAs}
          onClick={() => void store.save()}
        >
          {t('subscriptions.companies.save')}
        </Button>
      </Group>
    </SubscriptionSection>
  );
});
