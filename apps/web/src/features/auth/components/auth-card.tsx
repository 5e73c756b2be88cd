import type { ReactNode } from 'react';
import { Container } from '@/shared/ui/container';
import styles from './auth-card.module.css';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  /** Wider for the registration form's two-column rows. */
  isWide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card that holds each sign-in screen of the storefront. */
export function AuthCard({ title, subtitle, isWide = false, children, footer }: AuthCardProps) {
  return (
    <Container>
      <section className={isWide ? `${styles.card} ${styles.wide}` : styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </section>
    </Container>
  );
}
