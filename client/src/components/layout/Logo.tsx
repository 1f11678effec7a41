import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import classes from './Logo.module.css';

/** The logo, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.logo} aria-label={t('header.homeLink')}>
      <img src="/static/logo.svg" alt="" width={148} height={32} className={classes.image} />
    </Link>
  );
}
