import { Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { StaticContentType } from '../../api/static';
import { Markdown } from '../../components/content/Markdown';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoader } from '../../components/feedback/PageLoader';
import { withPrepare } from '../../lib/preload-route';
import { useStores } from '../../stores/StoresContext';

/** One static page (about us, privacy policy, terms of use, support): its title and Markdown. */
export const StaticContent = observer(function StaticContent({ type }: { type: StaticContentType }) {
  const { staticPages } = useStores();
  const page = staticPages.page(type);
  const text = staticPages.text(type);

  useEffect(() => {
    void page.ensureLoaded();
  }, [page]);

  if (!text) return page.failed ? <LoadError onRetry={() => void page.load()} /> : <PageLoader />;
  return (
    <Stack component="article" gap="lg">
      <Title order={1}>{text.title}</Title>
      <Markdown>{text.body}</Markdown>
    </Stack>
  );
});

/** Loads a static page's text before the first render (see prepareRoute). */
export const prepareStaticContent = withPrepare(StaticContent, ({ root, props }) => {
  void root.staticPages.page(props.type as StaticContentType).ensureLoaded();
}).prepare;
