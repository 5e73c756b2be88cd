import { PlayIcon } from './icons';
import styles from './play-poster.module.css';

type PlayPosterProps = {
  /** What pressing does ("Xem video", "Tiếp tục từ 03:12"). */
  label: string;
  /** The video's name under the label, when the page does not show it beside. */
  detail?: string;
  /** The button's name when the label alone would not say which video (it must contain the label). */
  ariaLabel?: string;
  onPlay: () => void;
};

/**
 * The button standing in a player's place until the visitor presses play: nothing of the player (an
 * embedded service's page, a counted view) loads before.
 */
export function PlayPoster({ label, detail, ariaLabel, onPlay }: PlayPosterProps) {
  return (
    <button type="button" className={styles.poster} aria-label={ariaLabel} onClick={onPlay}>
      <span className={styles.playBadge}>
        <PlayIcon size={34} />
      </span>
      <span className={styles.label}>{label}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </button>
  );
}

/**
 * An embedded player's address asked to play at once: the visitor has just pressed play on its poster,
 * so the player that replaces it should not wait for a second press. An address that does not parse is
 * left as it is. (Here rather than in a module of its own: every page with a poster needs it, and a
 * separate chunk cost more than its bytes.)
 */
export function playingUrl(url: string): string {
  try {
    const address = new URL(url);
    address.searchParams.set('autoplay', '1');
    return address.toString();
  } catch {
    return url;
  }
}
