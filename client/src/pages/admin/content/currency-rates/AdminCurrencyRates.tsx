import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '../../../../styles/combobox';
import { Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { adminSalariesApi } from '../../../../api/admin-salaries';
import { PageLoader } from '../../../../components/feedback/PageLoader';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { useTextField } from '../../../../components/forms/field-props';
import { useMessageText } from '../../../../components/forms/message';
import { useTranslation } from '../../../../i18n/use-translation';
import { failureText } from '../../../../lib/forms/server-text';
import { CurrencyRatesStore, RATE_CURRENCIES, todayUtc } from '../../../../stores/admin/CurrencyRatesStore';
import { useStores } from '../../../../stores/StoresContext';
import { currencyCode, formatRate } from './rate-format';

const comboboxProps = { withinPortal: true };

/** "Currency rates": the GEL rates salary statistics convert at, each with its date; setting one,
 *  and recomputing the statistics now instead of at the day's run. */
export const AdminCurrencyRates = observer(function AdminCurrencyRates() {
  const { t } = useTranslation();
  const root = useStores();
  const text = useMessageText();
  const [store] = useState(
    () =>
      new CurrencyRatesStore({ api: adminSalariesApi(root.http), toast: (kind, message) => root.toast(kind, message) }),
  );
  const { form, rates } = store;
  const field = useTextField(form);
  useEffect(() => {
    void rates.load();
  }, [rates]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const recompute = () =>
    store.recompute().then(
      (computedAt) =>
        root.toast('success', {
          text: t('adminContent.currencyRates.recomputed', { time: computedAt.slice(0, 16).replace('T', ' ') }),
        }),
      (error: unknown) => root.toast('error', failureText(error)),
    );

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm" maw={720}>
        {t('adminContent.currencyRates.intro')}
      </Text>
      {rates.error ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : !rates.value ? (
        <PageLoader />
      ) : rates.value.length === 0 ? (
        <Text>{t('adminContent.currencyRates.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder striped verticalSpacing={6} maw={640}>
            <Table.Caption>{t('adminContent.currencyRates.listLabel')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminContent.currencyRates.currency')}</Table.Th>
                <Table.Th scope="col">{t('adminContent.currencyRates.rate')}</Table.Th>
                <Table.Th scope="col">{t('adminContent.currencyRates.rateDate')}</Table.Th>
                <Table.Th scope="col">{t('adminContent.currencyRates.updatedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.value.map((rate) => (
                <Table.Tr key={rate.currency}>
                  <Table.Th scope="row">{currencyCode(rate.currency)}</Table.Th>
                  <Table.Td>{`1 ${currencyCode(rate.currency)} = ${formatRate(rate.gelPerUnit)} GEL`}</Table.Td>
                  <Table.Td>
                    <time dateTime={rate.rateDate}>{rate.rateDate}</time>
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={rate.updatedAt}>{rate.updatedAt.slice(0, 16).replace('T', ' ')}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper withBorder radius="md" p="md" maw={720}>
        <form onSubmit={submit} noValidate aria-label={t('adminContent.currencyRates.formTitle')}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('adminContent.currencyRates.formTitle')}
            </Title>
            <Group align="flex-start" gap="sm" grow>
              <Select<number>
                label={t('adminContent.currencyRates.currency')}
                data={RATE_CURRENCIES.map((currency) => ({ value: currency, label: currencyCode(currency) }))}
                value={form.values.currency}
                onChange={(value) => form.set('currency', value)}
                error={text(form.error('currency'))}
                allowDeselect={false}
                comboboxProps={comboboxProps}
              />
              <TextInput
                {...field('gelPerUnit')}
                label={t('adminContent.currencyRates.rate')}
                inputMode="decimal"
                placeholder="2.70"
              />
              <TextInput
                {...field('rateDate')}
                type="date"
                max={todayUtc()}
                label={t('adminContent.currencyRates.rateDate')}
              />
            </Group>
            <FormErrors messages={form.formErrors} />
            <Group>
              <Button type="submit" loading={store.saving}>
                {t('adminContent.currencyRates.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Group>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={store.recomputing}
          onClick={() => void recompute()}
        >
          {t('adminContent.currencyRates.recompute')}
        </Button>
      </Group>
    </Stack>
  );
});
