import { Outlet } from 'react-router';
import styles from './bare-layout.module.css';

/** Centred content only: sign-in screens that should not offer the shop's navigation. */
export function BareLayout() {
  return (
    <main className={styles.bare}>
      <div className={styles.content}>
        <Outlet />
      </div>
    </main>
  );
}
