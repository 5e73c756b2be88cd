import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar while the next page's chunk loads, so a click never looks ignored on a slow network. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('nav.loading')} />;
}
