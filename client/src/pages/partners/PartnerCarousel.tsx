import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Skeleton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import classes from './PartnerCarousel.module.css';
import type { PartnersStore } from './PartnersStore';

/** The partner companies' logos, each linking to its page; how many show at once grows with the
 *  screen from 2 at 320 px to 7 at 1920 px (PartnerCarousel.module.css). Nothing when there are none. */
export const PartnerCarousel = observer(function PartnerCarousel({ store }: { store: PartnersStore }) {
  const { t } = useTranslation();
  const partners = store.partners.value;

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
        <Carousel.Slide key={company.id} aria-label={t('partners.carousel.slide', { index: index + 1, count: partners.length })}>
          <Link to={`/companies/${encodeURIComponent(company.transformedName)}`} aria-label={company.name} className={classes.tile}>
            <img src={company.profileImageUrl} alt="" loading="lazy" decoding="async" className={classes.logo} />
          </Link>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
});
