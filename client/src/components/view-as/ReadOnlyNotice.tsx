import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';

/** Once on a panel page of a view-as session: why its controls are off. */
export const ReadOnlyNotice = observer(function ReadOnlyNotice() {
  const { t } = useTranslation();
  const { auth } = useStores();
  if (!auth.viewAs) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEye size={18} aria-hidden />}
      title={t('readOnly.title')}
      role="note"
      mb="lg"
    >
      {t('readOnly.text')}
    </Alert>
  );
});
