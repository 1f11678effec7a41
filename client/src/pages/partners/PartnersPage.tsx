import { useReducedMotion } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../components/feedback/PageLoader';
import { useStores } from '../../stores/StoresContext';
import { backToForm } from './back-to-form';
import { BenefitCards } from './BenefitCards';
import { ClosingCta } from './ClosingCta';
import { PartnerFigures } from './PartnerFigures';
import { PartnersHero } from './PartnersHero';
import { PartnersStore } from './PartnersStore';
import { SupportContact } from './SupportContact';
import { TrustedBySection } from './TrustedBySection';
import { useForcedEnglish } from './use-forced-english';

/** /partners (also /Partners), the business landing page of spec point 1. The shell renders it
 *  alone (page-routes.ts marks it standalone) and it forces English on load. */
export const PartnersPage = observer(function PartnersPage() {
  const root = useStores();
  const english = useForcedEnglish();
  const reducedMotion = useReducedMotion() ?? false;
  const formRef = useRef<HTMLDivElement>(null);
  const [store] = useState(() => new PartnersStore(root.api, root.landing.counts));

  // Once in English: the answers come in the language shown.
  useEffect(() => {
    if (!english) return;
    store.load();
    void root.siteSettings.load();
  }, [english, store, root]);

  if (!english) return <PageLoader />;
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
