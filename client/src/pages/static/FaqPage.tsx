import '@mantine/core/styles/Accordion.css';
import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Markdown } from '../../components/content/Markdown';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoader } from '../../components/feedback/PageLoader';
import { withPrepare } from '../../lib/preload-route';
import { useStores } from '../../stores/StoresContext';

/** /faq: the questions of AboutUs/GetInformation for employers, for talents and general. */
export const FaqPage = observer(function FaqPage() {
  const { t } = useTranslation();
  const { aboutUs } = useStores();
  const { information } = aboutUs;

  useEffect(() => {
    void information.ensureLoaded();
  }, [information]);

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('faq.title')}</Title>
      <Text c="dimmed" mt="xs" mb="xl">
        {t('faq.intro')}
      </Text>
      {information.isLoaded ? (
        <Stack gap={40}>
          {aboutUs.faqGroups.map((group) => (
            <section key={group.category} aria-labelledby={`faq-${group.category}`}>
              <Title order={2} size="h3" id={`faq-${group.category}`} mb="md">
                {t(`faq.${group.category}`)}
              </Title>
              {group.entries.length === 0 ? (
                <Text c="dimmed">{t('faq.empty')}</Text>
              ) : (
                <Accordion variant="separated" radius="lg" chevronPosition="right">
                  {group.entries.map((entry) => (
                    <Accordion.Item key={entry.id} value={String(entry.id)}>
                      <Accordion.Control>
                        <Text component="span" fw={600}>
                          {entry.question}
                        </Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Markdown>{entry.answer}</Markdown>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </section>
          ))}
        </Stack>
      ) : information.failed ? (
        <LoadError onRetry={() => void information.load()} />
      ) : (
        <PageLoader />
      )}
    </Container>
  );
});

withPrepare(FaqPage, ({ root }) => void root.aboutUs.information.ensureLoaded());
