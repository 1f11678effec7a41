import { useReducedMotion } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { withPrepare } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { backToForm } from './back-to-form';
import { BenefitCards } from './BenefitCards';
import { ClosingCta } from './ClosingCta';
import { PartnerFigures } from './PartnerFigures';
import { PartnersHero } from './PartnersHero';
import { PartnersStore } from './PartnersStore';
import { usePartnersTexts } from './use-partners-texts';
import { SupportContact } from './SupportContact';
import { TrustedBySection } from './TrustedBySection';

/** The page's figures and partners (prepared for the first page, see definePageStore). */
const partnersPage = definePageStore(
  'partners',
  () => '',
  (root) => new PartnersStore(root.api, root.landing.counts),
);

/** /partners (also /Partners), the business landing page of spec point 1, in English as the spec
 *  describes, and its Georgian twin /ka/partners (issue 22): the address says the language, and
 *  opening the page leaves the visitor's choice for the rest of the site alone. The shell renders
 *  it alone (page-routes.ts marks it standalone). */
export const PartnersPage = observer(function PartnersPage() {
  usePartnersTexts();
  const root = useStores();
  const reducedMotion = useReducedMotion() ?? false;
  const formRef = useRef<HTMLDivElement>(null);
  const store = partnersPage.use();

  useEffect(() => {
    if (partnersPage.loadedForPage(root, store)) return;
    store.load();
    void root.siteSettings.load();
  }, [store, root, root.language.locale]);

  return (
    <>
      <PartnersHero formRef={formRef} />
      <BenefitCards />
      <TrustedBySection store={store} />
      <PartnerFigures store={store} />
      <SupportContact />
      <ClosingCta signedIn={root.auth.isLoggedIn} onBackToForm={() => backToForm(formRef.current, reducedMotion)} />
    </>
  );
});

withPrepare(PartnersPage, ({ root }) => {
  partnersPage.prepare(root).load();
  void root.siteSettings.load();
});
