import { Container } from '@mantine/core';
import type { StaticContentType } from '../../api/static';
import { withPrepare } from '../../lib/preload-route';
import { prepareStaticContent, StaticContent } from './StaticContent';

/** A static page on its own: /about, /privacyPolicy, /terms-of-use. */
export function StaticContentPage({ type }: { type: StaticContentType }) {
  return (
    <Container size="md" py="xl">
      <StaticContent type={type} />
    </Container>
  );
}

withPrepare(StaticContentPage, prepareStaticContent);
