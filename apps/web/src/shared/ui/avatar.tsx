import { useState } from 'react';
import styles from './avatar.module.css';

type AvatarProps = {
  /** Image address, or null for the initials placeholder. */
  src: string | null;
  initials: string;
  size?: number;
  /** Empty when the name is written next to it anyway. */
  alt?: string;
};

/** The user's picture, or their initials on a tinted disc (also when the picture fails to load). */
export function Avatar({ src, initials, size = 32, alt = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && failedSrc !== src) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt={alt}
        width={size}
        height={size}
        style={style}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  // The letters are drawn by CSS (`data-initials`), not written as text: inside a button named after
  // the user ("Quản Trị Viên – My account") they would otherwise count as visible words missing from
  // that name (axe's label-content-name-mismatch), though they only decorate it.
  return (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      style={style}
      data-initials={initials}
      {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
    />
  );
}
