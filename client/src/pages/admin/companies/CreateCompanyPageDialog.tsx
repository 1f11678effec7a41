import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useTextField } from '../../../components/forms/field-props';
import { FormErrors } from '../../../components/forms/FormErrors';
import { FormState } from '../../../lib/forms/form-state';
import { companyNameRule, normalizeName } from '../../../lib/validation/account-rules';
import { profileUrlRule } from '../../../lib/validation/company-profile-rules';
import { useStores } from '../../../stores/StoresContext';
import type { AdminCompaniesStore } from '../../../stores/admin/AdminCompaniesStore';

/** A page for a company that has not joined yet: its name (the spec's company name rules) and
 *  website; it waits to be claimed. */
export const CreateCompanyPageDialog = observer(function CreateCompanyPageDialog({
  store,
}: {
  store: AdminCompaniesStore;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const [form] = useState(
    () =>
      new FormState({ name: '', website: '' }, { name: companyNameRule, website: (value) => profileUrlRule(value) }),
  );
  const field = useTextField(form);
  useEffect(() => {
    if (store.isCreateOpen) form.reset();
  }, [store.isCreateOpen, form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const created = await store.createPage({
        name: normalizeName(form.values.name),
        website: form.values.website.trim() || null,
      });
      root.notify('success', t('adminCompanies.pageCreated', { name: created.name }));
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  const title = t('adminCompanies.createTitle');
  return (
    <Modal
      opened={store.isCreateOpen}
      onClose={() => store.closeCreate()}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{t('adminCompanies.createHint')}</Text>
          <TextInput {...field('name')} label={t('adminCompanies.nameLabel')} required maxLength={50} data-autofocus />
          <TextInput
            {...field('website')}
            label={t('adminCompanies.websiteLabel')}
            placeholder="example.ge"
            maxLength={500}
          />
          <FormErrors messages={form.formErrors} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => store.closeCreate()} disabled={store.isCreating}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={store.isCreating}>
              {t('adminCompanies.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
