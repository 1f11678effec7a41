import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import classes from './Partners.module.css';
import { PartnersSection } from './PartnersSection';
import { ThemeIcon } from '../../components/content/ThemeIcon';

/** The support e-mail and phone of the site's settings (Common/GetSiteSettings). */
export const SupportContact = observer(function SupportContact() {
  const { t } = useTranslation();
  const { siteSettings } = useStores();
  const email = siteSettings.supportEmail;
  const phone = siteSettings.supportPhone;
  const contacts = [
    { key: 'email', icon: IconMail, href: `mailto:${email}`, value: email },
    { key: 'phone', icon: IconPhone, href: `tel:${phone.replace(/[^\d+]/g, '')}`, value: phone },
  ];
  return (
    <PartnersSection id="partners-support" title={t('partners.support.title')} subtitle={t('partners.support.text')}>
      <ul className={classes.contacts}>
        {contacts.map(({ key, icon: ContactIcon, href, value }) => (
          <li key={key} className={classes.contact}>
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <ContactIcon size={22} />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                {t(`partners.support.${key}`)}
              </Text>
              <Anchor href={href} fw={700} className={classes.contactValue}>
                {value}
              </Anchor>
            </div>
          </li>
        ))}
      </ul>
    </PartnersSection>
  );
});
