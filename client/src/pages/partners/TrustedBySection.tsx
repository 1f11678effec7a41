import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import { PartnerCarousel } from './PartnerCarousel';
import { PartnersSection } from './PartnersSection';
import type { PartnersStore } from './PartnersStore';
import { isFigureWorthClaiming, roundedFigure } from './rounded-figure';

/** "Trusted by 30+ companies" (the site's company count, rounded like the figures) above the
 *  partner logos; a plain title while the count is unknown or too small to impress. */
export const TrustedBySection = observer(function TrustedBySection({ store }: { store: PartnersStore }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const companyCount = store.counts.value?.companyCount;
  const title =
    companyCount === undefined || !isFigureWorthClaiming(companyCount)
      ? t('partners.trusted.fallbackTitle')
      : t('partners.trusted.title', { figure: roundedFigure(companyCount, language.locale), count: companyCount });
  return (
    <PartnersSection id="partners-trusted" title={title} subtitle={t('partners.trusted.subtitle')}>
      <PartnerCarousel store={store} />
    </PartnersSection>
  );
});
