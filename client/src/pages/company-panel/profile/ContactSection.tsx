import '../../../styles/combobox';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Anchor,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SOCIAL_LINK_FIELDS, type CompanyContact } from '../../../api/company';
import { MapLink, OutsideLink, SocialLinks } from '../../../components/content/ContactLinks';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import {
  EMAIL_MAX_LENGTH,
  MAP_URL_MAX_LENGTH,
  OFFICE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../lib/validation/company-profile-rules';
import type { CompanyProfileStore } from '../../../stores/company-panel/CompanyProfileStore';
import { LINK_FIELDS, type ContactEditor, type ContactValues } from '../../../stores/company-panel/ContactEditor';
import { CardFact, ProfileCard, ProfilePending } from './ProfileCard';
import { EditDialog } from './EditDialog';

const comboboxProps = { withinPortal: true };

/** An office: its English and Georgian addresses and its map link. */
function Office({
  english,
  georgian,
  mapUrl,
  mapLabel,
}: {
  english?: string | null;
  georgian?: string | null;
  mapUrl?: string | null;
  mapLabel: string;
}) {
  return (
    <Stack gap={2} component="span">
      {english && <Text component="span">{english}</Text>}
      {georgian && georgian !== english && <Text component="span">{georgian}</Text>}
      {mapUrl && <MapLink href={mapUrl} label={mapLabel} />}
    </Stack>
  );
}

/** The contact card's lines: only the filled-in parts. */
function ContactFacts({ contact }: { contact: CompanyContact }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [];
  if (contact.phoneNumber)
    rows.push([t('panel.edit.contact.phone'), `${contact.countryCode ?? ''} ${contact.phoneNumber}`.trim()]);
  if (contact.email)
    rows.push([t('panel.edit.contact.email'), <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>]);
  if (contact.website)
    rows.push([t('panel.edit.contact.website'), <OutsideLink href={contact.website}>{contact.website}</OutsideLink>]);
  if (contact.georgiaOffice || contact.georgiaOfficeGe || contact.googleMapUrl) {
    rows.push([
      t('panel.edit.contact.georgiaOfficeTitle'),
      <Office
        english={contact.georgiaOffice}
        georgian={contact.georgiaOfficeGe}
        mapUrl={contact.googleMapUrl}
        mapLabel={t('contactLinks.georgiaOfficeMap')}
      />,
    ]);
  }
  if (contact.headQuarter || contact.headQuarterGe || contact.headQuarterGoogleMapUrl) {
    rows.push([
      t('panel.edit.contact.headQuarterTitle'),
      <Office
        english={contact.headQuarter}
        georgian={contact.headQuarterGe}
        mapUrl={contact.headQuarterGoogleMapUrl}
        mapLabel={t('contactLinks.headQuarterMap')}
      />,
    ]);
  }
  if (SOCIAL_LINK_FIELDS.some((field) => contact[field]))
    rows.push([t('contactLinks.social'), <SocialLinks contact={contact} />]);
  if (!rows.length) return <Text c="dimmed">{t('panel.edit.contact.empty')}</Text>;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      {rows.map(([label, value]) => (
        <CardFact key={label} label={label}>
          {value}
        </CardFact>
      ))}
    </SimpleGrid>
  );
}

/** The country-code picker's search: code, dial code or name (spec point 5). */
const countryFilter =
  (editor: ContactEditor): OptionsFilter =>
  ({ options, search }) => {
    const query = search.trim().toLowerCase();
    if (!query) return options;
    const searchOf = new Map(editor.countryOptions.map((option) => [option.value, option.search]));
    return options.filter((option) => {
      const item = option as ComboboxItem;
      return (searchOf.get(item.value) ?? item.label.toLowerCase()).includes(query);
    });
  };

/** The contact dialog: phone with its country code, e-mail, website, offices, map and social links. */
const ContactDialog = observer(function ContactDialog({ editor }: { editor: ContactEditor }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = editor.form;
  const field = (name: keyof ContactValues, max: number) => ({
    value: form.values[name],
    maxLength: max,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: text(form.error(name)),
    label: t(`panel.edit.contact.${name}`),
  });
  const linkHint = t('panel.edit.contact.linkHint');
  return (
    <EditDialog
      title={t('panel.edit.contact.dialogTitle')}
      opened={editor.opened}
      saving={editor.saving}
      onClose={() => editor.close()}
      onSave={() => void editor.save()}
    >
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('panel.edit.contact.countryCode')}
          data={editor.countryOptions.map(({ value, label }) => ({ value, label }))}
          value={editor.countryValue}
          onChange={(value) => editor.pickCountry(value)}
          filter={countryFilter(editor)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('fields.nothingFound')}
          error={text(form.error('countryCode'))}
          comboboxProps={comboboxProps}
          miw={200}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          {...field('phoneNumber', PHONE_MAX_LENGTH)}
          description={t('panel.edit.contact.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          style={{ flex: '2 1 240px' }}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('email', EMAIL_MAX_LENGTH)} type="email" autoComplete="email" />
        <TextInput {...field('website', URL_MAX_LENGTH)} description={linkHint} inputMode="url" />
      </SimpleGrid>
      <Divider label={t('panel.edit.contact.georgiaOfficeTitle')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('georgiaOffice', OFFICE_MAX_LENGTH)} description={t('panel.edit.englishOnly')} />
        <TextInput {...field('georgiaOfficeGe', OFFICE_MAX_LENGTH)} description={t('panel.edit.georgianOrEnglish')} />
      </SimpleGrid>
      <TextInput {...field('googleMapUrl', MAP_URL_MAX_LENGTH)} description={linkHint} inputMode="url" />
      <Divider label={t('panel.edit.contact.headQuarterTitle')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('headQuarter', OFFICE_MAX_LENGTH)} description={t('panel.edit.englishOnly')} />
        <TextInput {...field('headQuarterGe', OFFICE_MAX_LENGTH)} description={t('panel.edit.georgianOrEnglish')} />
      </SimpleGrid>
      <TextInput {...field('headQuarterGoogleMapUrl', MAP_URL_MAX_LENGTH)} description={linkHint} inputMode="url" />
      <Divider label={t('contactLinks.social')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {LINK_FIELDS.map((name) => (
          <TextInput key={name} {...field(name, URL_MAX_LENGTH)} label={t(`contactLinks.${name}`)} inputMode="url" />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {linkHint}
      </Text>
      <FormErrors messages={form.formErrors} />
    </EditDialog>
  );
});

/** The "Contact info" card and its dialog. */
export const ContactSection = observer(function ContactSection({ profile }: { profile: CompanyProfileStore }) {
  const { t } = useTranslation();
  const contact = profile.profile.value?.contact;
  return (
    <ProfileCard
      title={t('panel.edit.contact.title')}
      editLabel={t('panel.edit.contact.dialogTitle')}
      onEdit={() => profile.contact.open()}
      editDisabled={!profile.profile.value}
    >
      {contact ? (
        <ContactFacts contact={contact} />
      ) : profile.profile.value ? (
        <Text c="dimmed">{t('panel.edit.contact.empty')}</Text>
      ) : (
        <ProfilePending failed={profile.profile.failed} />
      )}
      <ContactDialog editor={profile.contact} />
    </ProfileCard>
  );
});
