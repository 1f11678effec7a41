import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import classes from './Footer.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CONTACT, FOOTER_COLUMNS } from './nav-links';

/** Products, about us, resources and contact columns; the copyright line and the language switcher. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} aria-label={t('footer.label')}>
      <Container size="lg">
        <div className={classes.columns}>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.titleKey} aria-labelledby={`footer-${column.titleKey}`}>
              <h2 id={`footer-${column.titleKey}`} className={classes.heading}>
                {t(column.titleKey)}
              </h2>
              <ul className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} className={classes.link}>
                      {t(link.labelKey)}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              {t('footer.contact')}
            </h2>
            <ul className={classes.list}>
              <li>
                <Anchor href={`tel:${CONTACT.hotline.replace(/\s/g, '')}`} className={classes.link}>
                  <IconPhone size={16} aria-hidden />
                  <span>
                    {t('footer.hotline')}: {CONTACT.hotline}
                  </span>
                </Anchor>
              </li>
              <li>
                <Anchor href={`mailto:${CONTACT.email}`} className={classes.link}>
                  <IconMail size={16} aria-hidden />
                  <span>{CONTACT.email}</span>
                </Anchor>
              </li>
            </ul>
            <Group gap="xs" mt="sm">
              <Anchor
                href={CONTACT.facebook}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.social}
                aria-label={t('footer.facebook')}
              >
                <IconBrandFacebook size={20} aria-hidden />
              </Anchor>
              <Anchor
                href={CONTACT.linkedIn}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.social}
                aria-label={t('footer.linkedIn')}
              >
                <IconBrandLinkedin size={20} aria-hidden />
              </Anchor>
            </Group>
          </section>
        </div>
        <div className={classes.bottom}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.copyright')}
            </Text>
          </Stack>
          <LanguageSwitcher />
        </div>
      </Container>
    </footer>
  );
}
