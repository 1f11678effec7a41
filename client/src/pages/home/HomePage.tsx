import { useEffect } from 'react';
import { UserActivePage } from '../../api/enums';
import { usePageVisit } from '../../lib/use-page-visit';
import type { PrepareContext } from '../../lib/preload-route';
import { useStores } from '../../stores/StoresContext';
import { CompanyCta } from './CompanyCta';
import { HeroSection } from './HeroSection';
import { LatestVacancies } from './LatestVacancies';
import { NewCompanies } from './NewCompanies';
import { PopularTechnologies } from './PopularTechnologies';

const LANDING_VISIT = { userActivePage: UserActivePage.LandingPage };

/** The landing page. */
export function HomePage() {
  const { landing } = useStores();
  usePageVisit(LANDING_VISIT);
  useEffect(() => {
    landing.load();
  }, [landing]);

  return (
    <>
      <HeroSection />
      <PopularTechnologies />
      <LatestVacancies />
      <NewCompanies />
      <CompanyCta />
    </>
  );
}

HomePage.prepare = ({ root }: PrepareContext) => root.landing.load();
