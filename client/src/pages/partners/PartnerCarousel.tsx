import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Skeleton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import classes from './PartnerCarousel.module.css';
import type { PartnerCompany } from '../../api/company';
import type { PartnersStore } from './PartnersStore';

/** The partner companies' logos with their names, each linking to its page; how many show at once grows with the
 *  screen from 2 at 320 px to 7 at 1920 px (PartnerCarousel.module.css). Nothing when there are none.
 *  The server's HTML (and the browser's first render, which hydrates it) has the logos in a row as
 *  the carousel shows them first; the carousel comes once the page is hydrated, as Mantine's Carousel
 *  writes a style element into the page, which HTML allows only in the head (issue 20). */
export const PartnerCarousel = observer(function PartnerCarousel({ store }: { store: PartnersStore }) {
  const { t } = useTranslation();
  const partners = store.partners.value;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!partners) {
    return store.partners.isLoading ? (
      <div className={classes.placeholder} aria-hidden>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className={classes.placeholderTile} radius="lg" />
        ))}
      </div>
    ) : null;
  }
  if (partners.length === 0) return null;

  if (!hydrated) {
    return (
      <ul className={classes.placeholder} aria-label={t('partners.carousel.label')}>
        {partners.map((company) => (
          <li key={company.id} className={classes.placeholderTile}>
            <PartnerLink company={company} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Carousel
      className={classes.carousel}
      aria-label={t('partners.carousel.label')}
      slideSize="var(--partner-slide-size)"
      slideGap="var(--partner-slide-gap)"
      controlSize={40}
      controlsOffset={0}
      emblaOptions={{ align: 'start', loop: true, slidesToScroll: 1 }}
      previousControlProps={{ 'aria-label': t('partners.carousel.previous') }}
      nextControlProps={{ 'aria-label': t('partners.carousel.next') }}
      previousControlIcon={<IconChevronLeft size={20} aria-hidden />}
      nextControlIcon={<IconChevronRight size={20} aria-hidden />}
      classNames={{ control: classes.control }}
    >
      {partners.map((company, index) => (
        <Carousel.Slide
          key={company.id}
          aria-label={t('partners.carousel.slide', { index: index + 1, count: partners.length })}
        >
          <PartnerLink company={company} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
});

function PartnerLink({ company }: { company: PartnerCompany }) {
  return (
    <Link to={`/companies/${encodeURIComponent(company.transformedName)}`} className={classes.tile}>
      <img
        src={company.profileImageUrl}
        alt=""
        width={240}
        height={160}
        loading="lazy"
        decoding="async"
        className={classes.logo}
      />
      <span className={classes.name}>{company.name}</span>
    </Link>
  );
}
