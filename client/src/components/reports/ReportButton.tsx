import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ReportItemType, reportsApi } from '../../api/reports';
import { useStores } from '../../stores/StoresContext';
import { ReportDialog } from './ReportDialog';
import { ReportStore } from './ReportStore';

const TITLE_KEYS: Record<ReportItemType, string> = {
  [ReportItemType.Vacancy]: 'reportContent.titleVacancy',
  [ReportItemType.Company]: 'reportContent.titleCompany',
  [ReportItemType.Review]: 'reportContent.titleReview',
  // An invitation's report names its title itself (its texts are the user panel's).
  [ReportItemType.Invitation]: 'talentDirectory.invitations.reportTitle',
};

/**
 * "Report" for a vacancy, a company page, a review or an invitation (its talent's), with its dialog. Only signed-in talents and
 * companies report (not a read-only view-as session), and never their own content.
 */
export const ReportButton = observer(function ReportButton({
  itemType,
  itemId,
  name,
  own = false,
  ownerCompanyId,
  size = 'sm',
}: {
  itemType: ReportItemType;
  itemId: number;
  /** What is reported, for a screen reader ("Report “Senior Go Developer”"). */
  name: string;
  own?: boolean;
  /** The company whose vacancy or page it is: its own account does not report it. */
  ownerCompanyId?: number;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const root = useStores();
  const { auth } = root;
  const [store] = useState(() => new ReportStore(reportsApi(root.http), itemType, itemId));
  const ownCompany = ownerCompanyId !== undefined && auth.isCompany && auth.user?.companyId === ownerCompanyId;
  if (own || ownCompany || auth.viewAs || !(auth.isTalent || auth.isCompany)) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={size}
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => store.open()}
        aria-label={t('reportContent.reportItem', { name })}
      >
        {t('reportContent.report')}
      </Button>
      <ReportDialog store={store} title={t(TITLE_KEYS[itemType])} onSent={(thanks) => root.notify('success', thanks)} />
    </>
  );
});
