import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayPoster, playingUrl } from '@/shared/ui/play-poster';

/**
 * A live class or video from a sharing service, loaded when the visitor presses play. An embedded
 * player is a page of its own (about 1 MB of the service's scripts on a phone) that every home visit
 * used to load before its first paint, for a section most visitors scroll past.
 */
export function LiveEmbed({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [isPlaying, setPlaying] = useState(false);
  if (isPlaying) {
    return (
      <iframe
        src={playingUrl(url)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <PlayPoster
      label={t('home.playLive')}
      ariaLabel={t('home.playLiveNamed', { title })}
      onPlay={() => setPlaying(true)}
    />
  );
}
