import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

type StatusPanelProps = {
  title: string;
  text?: string;
  /** A large code such as 404 shown above the title, instead of the icon. */
  code?: string;
  icon?: ReactNode;
  tone?: 'neutral' | 'danger';
  actions?: ReactNode;
};

/** The one centred message card shared by the placeholder, not-found and error screens. */
export function StatusPanel({ title, text, code, icon, tone = 'neutral', actions }: StatusPanelProps) {
  return (
    <section className={tone === 'danger' ? `${styles.panel} ${styles.danger}` : styles.panel}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : (
        icon && <div className={styles.icon}>{icon}</div>
      )}
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
