import type { VideoPlay } from '@tutor/contract/videos';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { postVideoProgress, postVideoView, useVideoPlay } from '@/features/learning/api/videos';
import buttons from '@/shared/ui/button.module.css';
import { PlayPoster } from '@/shared/ui/play-poster';
import { embedAt, formatClock } from './format-time';
import styles from './video-player.module.css';

/** How often a playing video tells the server where it is (and on pause, seek and end). */
const REPORT_EVERY_MS = 15_000;
/** A jump larger than this between two time updates is a seek, not playing. */
const MAX_TICK_S = 2;

type VideoPlayerProps = { videoId: number; onProgress?: (completed: boolean) => void };

/**
 * One lesson video, loaded on demand (its own chunk). The views left show before play; pressing play
 * counts one view (`POST /view` once per play), an uploaded video resumes where the student stopped and
 * reports its progress every ~15 s and on pause/end; chapters seek. A refusal (no views left, not
 * enrolled, not released) shows its message instead of the player.
 */
export function VideoPlayer({ videoId, onProgress }: VideoPlayerProps) {
  const { t } = useTranslation();
  const query = useVideoPlay(videoId);
  if (query.error) {
    return (
      <div className={styles.blocked} role="alert">
        {isApiError(query.error) ? t(`error.${query.error.code}`) : t('error.UNKNOWN_ERROR')}
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.stage} aria-busy="true">
        <p className={styles.loading}>{t('learning.video.loading')}</p>
      </div>
    );
  }
  return <Player key={query.data.playId} play={query.data} onProgress={onProgress} />;
}

function Player({ play, onProgress }: { play: VideoPlay; onProgress?: (completed: boolean) => void }) {
  const { t } = useTranslation();
  const [isStarted, setIsStarted] = useState(false);
  const [viewsLeft, setViewsLeft] = useState(play.viewsLeft);
  const [embedStart, setEmbedStart] = useState(play.resumeAt);
  const videoRef = useRef<HTMLVideoElement>(null);
  const isViewPosted = useRef(false);
  const startAt = useRef(play.resumeAt);
  const lastTime = useRef<number | null>(null);
  const played = useRef(0);
  const isUpload = play.option === 'UPLOAD';

  const countView = useCallback(() => {
    if (isViewPosted.current) return;
    isViewPosted.current = true;
    postVideoView(play.id, play.playId)
      .then((answer) => setViewsLeft(answer.viewsLeft))
      .catch(() => {
        isViewPosted.current = false;
      });
  }, [play.id, play.playId]);

  const report = useCallback(() => {
    const video = videoRef.current;
    if (!video || !isViewPosted.current) return;
    const playing = Math.round(played.current);
    played.current -= playing;
    postVideoProgress(play.id, { playId: play.playId, position: Math.floor(video.currentTime), playing })
      .then((answer) => onProgress?.(answer.completed))
      .catch(() => undefined);
  }, [play.id, play.playId, onProgress]);

  // While playing: a report every ~15 s; the last one when the player goes away.
  useEffect(() => {
    if (!isStarted || !isUpload) return;
    const timer = window.setInterval(() => {
      if (videoRef.current && !videoRef.current.paused) report();
    }, REPORT_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      report();
    };
  }, [isStarted, isUpload, report]);

  function start(at = play.resumeAt) {
    startAt.current = at;
    setEmbedStart(at);
    setIsStarted(true);
    // A service video has no stream to count it: the view is posted as it starts.
    if (!isUpload) countView();
  }

  function seek(second: number) {
    const video = videoRef.current;
    if (!isStarted) return start(second);
    if (isUpload && video) {
      video.currentTime = second;
      lastTime.current = second;
      void video.play().catch(() => undefined);
    } else setEmbedStart(second);
  }

  const views =
    viewsLeft === null
      ? t('learning.video.viewsUnlimited')
      : t('learning.video.viewsLeft', { count: viewsLeft });

  return (
    <div className={styles.player}>
      <p className={styles.views} aria-live="polite">
        <strong>{views}</strong>
        {viewsLeft !== null && <span> · {t('learning.video.viewsNote')}</span>}
      </p>
      <div className={styles.stage}>
        {!isStarted && (
          <PlayPoster
            label={
              play.resumeAt > 0
                ? t('learning.video.resume', { time: formatClock(play.resumeAt) })
                : t('learning.video.play')
            }
            detail={play.name}
            onPlay={() => start()}
          />
        )}
        {isStarted && isUpload && play.streamUrl && (
          // biome-ignore lint/a11y/useMediaCaption: lesson clips come without caption files; chapters are listed below.
          <video
            ref={videoRef}
            className={styles.video}
            src={play.streamUrl}
            controls
            autoPlay
            playsInline
            preload="metadata"
            controlsList="nodownload"
            aria-label={play.name}
            onLoadedMetadata={(event) => {
              const video = event.currentTarget;
              const at = startAt.current;
              if (at > 0 && at < video.duration - 3) video.currentTime = at;
              lastTime.current = video.currentTime;
            }}
            onPlay={countView}
            onTimeUpdate={(event) => {
              const now = event.currentTarget.currentTime;
              const delta = lastTime.current === null ? 0 : now - lastTime.current;
              if (delta > 0 && delta <= MAX_TICK_S) played.current += delta;
              lastTime.current = now;
            }}
            onPause={report}
            onEnded={report}
          />
        )}
        {isStarted && !isUpload && play.embedUrl && (
          <iframe
            key={embedStart}
            className={styles.video}
            src={embedAt(play.embedUrl, play.option, embedStart, true)}
            title={play.name}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        )}
      </div>
      {play.timelines.length > 0 && (
        <nav className={styles.chapters} aria-label={t('learning.video.chapters')}>
          <h3 className={styles.chaptersTitle}>{t('learning.video.chapters')}</h3>
          <ol>
            {play.timelines.map((chapter) => (
              <li key={chapter.id}>
                <button
                  type="button"
                  className={`${buttons.ghost} ${buttons.small} ${styles.chapter}`}
                  onClick={() => seek(chapter.second)}
                >
                  <span className={styles.chapterTime}>{formatClock(chapter.second)}</span>
                  <span>{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
