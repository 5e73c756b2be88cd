import { Link } from 'react-router';
import { ArrowRightIcon } from './icons';
import styles from './section-header.module.css';

type SectionHeaderProps = {
  id: string;
  title: string;
  /** "See all" link of the section. */
  more?: { to: string; label: string };
  level?: 'h1' | 'h2';
};

export function SectionHeader({ id, title, more, level: Heading = 'h2' }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <Heading id={id} className={Heading === 'h1' ? `${styles.title} ${styles.pageTitle}` : styles.title}>
        {title}
      </Heading>
      {more && (
        <Link to={more.to} className={styles.more}>
          {more.label}
          <ArrowRightIcon size={16} />
        </Link>
      )}
    </div>
  );
}
