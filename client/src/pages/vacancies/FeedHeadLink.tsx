import { useEffect } from 'react';

const FEED_LINK = 'link[rel="alternate"][type="application/rss+xml"]';

/** Announces a feed in the document head (`<link rel="alternate">`, which browsers and feed
 *  readers look for) while the page shows; one such link at a time, also when the server wrote one. */
export function FeedHeadLink({ href, title }: { href: string; title: string }) {
  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>(FEED_LINK) ?? document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = title;
    link.setAttribute('href', href);
    if (!link.isConnected) document.head.appendChild(link);
    return () => link.remove();
  }, [href, title]);
  return null;
}
