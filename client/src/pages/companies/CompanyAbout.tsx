import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SOCIAL_LINK_FIELDS, type CompanyContact, type CompanyDetails } from '../../api/company';
import { MapLink, OutsideLink, SocialLinks } from '../../components/content/ContactLinks';
import type { LanguageStore } from '../../stores/LanguageStore';
import { keyFactRows } from '../../stores/companies/CompanyProfileStore';
import { useStores } from '../../stores/StoresContext';
import { companyProfilePage, useCompany } from './CompanyLayout';
import classes from './Companies.module.css';
import { withPrepare } from '../../lib/preload-route';

/** Spec point 4: the Georgian text when Georgian is shown and there is one; otherwise the English,
 *  and when Georgian is shown without a Georgian text, an offer to switch to English. */
export function aboutText(
  details: Pick<CompanyDetails, 'about' | 'aboutGe'>,
  language: Pick<LanguageStore, 'shortCode'>,
) {
  if (language.shortCode === 'ka' && details.aboutGe) return { text: details.aboutGe, offerEnglish: false };
  return { text: details.about ?? '', offerEnglish: language.shortCode === 'ka' };
}

/** An office's address in the language shown, with its map link. */
function OfficeValue({ address, mapUrl, mapLabel }: { address: string; mapUrl: string | null; mapLabel: string }) {
  return (
    <Stack gap={2} component="span">
      {address && <span>{address}</span>}
      {mapUrl && <MapLink href={mapUrl} label={mapLabel} />}
    </Stack>
  );
}

function ContactCard({ contact }: { contact: CompanyContact }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const office = language.pick(contact.georgiaOffice ?? '', contact.georgiaOfficeGe);
  const headQuarter = language.pick(contact.headQuarter ?? '', contact.headQuarterGe);
  const rows: [string, ReactNode][] = [];
  if (contact.email)
    rows.push([
      t('company.contact.email'),
      <Anchor key="email" href={`mailto:${contact.email}`}>
        {contact.email}
      </Anchor>,
    ]);
  if (contact.phoneNumber)
    rows.push([t('company.contact.phone'), `${contact.countryCode ?? ''} ${contact.phoneNumber}`.trim()]);
  if (contact.website)
    rows.push([
      t('company.contact.website'),
      <OutsideLink key="website" href={contact.website}>
        {contact.website}
      </OutsideLink>,
    ]);
  if (office || contact.googleMapUrl) {
    rows.push([
      t('company.contact.office'),
      <OfficeValue address={office} mapUrl={contact.googleMapUrl} mapLabel={t('contactLinks.georgiaOfficeMap')} />,
    ]);
  }
  if (headQuarter || contact.headQuarterGoogleMapUrl) {
    rows.push([
      t('company.contact.headQuarter'),
      <OfficeValue
        address={headQuarter}
        mapUrl={contact.headQuarterGoogleMapUrl}
        mapLabel={t('contactLinks.headQuarterMap')}
      />,
    ]);
  }
  if (SOCIAL_LINK_FIELDS.some((field) => contact[field]))
    rows.push([t('contactLinks.social'), <SocialLinks contact={contact} />]);
  if (!rows.length) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('company.contact.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('company.contact.title')}
      </Title>
      <dl className={classes.factList}>
        {rows.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Paper>
  );
}

/** The index and generalInformation tabs: about, key facts, contacts. */
export const CompanyAbout = observer(function CompanyAbout() {
  const { t } = useTranslation();
  const { language } = useStores();
  const company = useCompany();
  const details = company.details.value!;
  const about = aboutText(details, language);

  useEffect(() => {
    company.loadGeneralInformation();
  }, [company]);

  const facts = keyFactRows(company.definitions.value ?? [], company.keyFacts.value ?? [], language);
  const contact = company.contact.value;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('company.about')}>
        <Title order={2} size="h4" mb="sm">
          {t('company.about')}
        </Title>
        {about.offerEnglish && (
          <Alert variant="light" color="blue" mb="sm">
            {t('company.onlyInEnglish')}{' '}
            <Anchor component="button" type="button" onClick={() => void language.setLanguage('en-US')}>
              {t('company.switchToEnglish')}
            </Anchor>
          </Alert>
        )}
        {about.text ? (
          <Text className={classes.about}>{about.text}</Text>
        ) : (
          <Text c="dimmed">{t('company.noAbout')}</Text>
        )}
      </Paper>
      {(facts.length > 0 || details.teamSize) && (
        <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('company.keyFacts')}>
          <Title order={2} size="h4" mb="sm">
            {t('company.keyFacts')}
          </Title>
          <dl className={classes.factList}>
            {details.teamSize && (
              <>
                <dt>{t('company.teamSize')}</dt>
                <dd>{details.teamSize}</dd>
              </>
            )}
            {facts.map((fact) => (
              <Fragment key={fact.id}>
                <dt>{fact.name}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
        </Paper>
      )}
      {contact && <ContactCard contact={contact} />}
    </Stack>
  );
});

withPrepare(CompanyAbout, ({ root, params }) => {
  const company = companyProfilePage.prepare(root, params.slug ?? '');
  // Its key facts and contacts are asked for by the company's id, known once its details are here.
  void company.details.ensureLoaded().then(() => company.loadGeneralInformation());
});
