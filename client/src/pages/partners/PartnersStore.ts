import type { Api } from '../../api';
import { DictionaryType, type IndexPageCount } from '../../api/common';
import type { PartnerCompany } from '../../api/company';
import { Loadable } from '../../stores/base/Loadable';

/** How many partner logos the carousel shows (spec point 1: about 20). */
export const PARTNER_COUNT = 20;

/** The business landing page's data: the partner logos, the site's figures (the landing page's
 *  own Loadable, shared) and how many technologies the dictionary knows. */
export class PartnersStore {
  readonly partners: Loadable<PartnerCompany[]>;
  readonly technologyCount: Loadable<number>;

  constructor(
    api: Api,
    readonly counts: Loadable<IndexPageCount>,
  ) {
    this.partners = new Loadable(() => api.company.getPartnerCompanies(PARTNER_COUNT));
    this.technologyCount = new Loadable(
      async () => (await api.common.getDictionary({ dictionaryType: [DictionaryType.Technology] })).length,
    );
  }

  /** Every section's data; the figures are fetched afresh on every visit, as on the landing page. */
  load(): void {
    void this.partners.ensureLoaded();
    void this.counts.load();
    void this.technologyCount.ensureLoaded();
  }
}
