import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useContactPage, useSiteSettings } from '@/features/contact/api/get-contact';
import buttons from '@/shared/ui/button.module.css';
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/shared/ui/catalogue-icons';
import { Container } from '@/shared/ui/container';
import { ErrorState } from '@/shared/ui/empty-state';
import { RichContent } from '@/shared/ui/rich-content';
import { SectionHeader } from '@/shared/ui/section-header';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './contact-page.module.css';

/** `/lien-he`: the messenger chat link, hotline and e-mail from site settings, and the staff-kept text. */
export function Component() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const page = useContactPage();
  const info = settings.data;
  // A missing contact page (404) just leaves the text out; other failures offer a retry.
  const pageFailed = page.error && !(isApiError(page.error) && page.error.status === 404);

  return (
    <Container className={styles.page}>
      <SectionHeader id="contact-title" level="h1" title={t('page.contact.title')} />
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-ways">
          <h2 id="contact-ways" className={styles.cardTitle}>
            {t('contact.ways')}
          </h2>
          {settings.error ? (
            <ErrorState onRetry={() => void settings.refetch()} />
          ) : !info ? (
            <div className={styles.lines} role="status" aria-label={t('catalogue.loading')}>
              <Skeleton height="46px" />
              <Skeleton width="70%" />
              <Skeleton width="60%" />
            </div>
          ) : (
            <>
              {info.messengerUrl && (
                <a
                  href={info.messengerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${buttons.primary} ${styles.chat}`}
                >
                  <ChatIcon size={20} />
                  {t('contact.messenger')}
                </a>
              )}
              <ul className={styles.list}>
                {info.hotline && (
                  <li>
                    <PhoneIcon size={20} />
                    <span>
                      <span className={styles.label}>{t('contact.hotline')}</span>
                      <a href={`tel:${info.hotline.replace(/[^\d+]/g, '')}`}>{info.hotline}</a>
                    </span>
                  </li>
                )}
                {info.email && (
                  <li>
                    <MailIcon size={20} />
                    <span>
                      <span className={styles.label}>{t('contact.email')}</span>
                      <a href={`mailto:${info.email}`}>{info.email}</a>
                    </span>
                  </li>
                )}
                {info.address && (
                  <li>
                    <MapPinIcon size={20} />
                    <span>
                      <span className={styles.label}>{t('contact.address')}</span>
                      {info.address}
                    </span>
                  </li>
                )}
              </ul>
            </>
          )}
        </section>
        <section className={styles.card} aria-labelledby="contact-text">
          <h2 id="contact-text" className={styles.cardTitle}>
            {page.data?.title || t('contact.about')}
          </h2>
          {pageFailed ? (
            <ErrorState onRetry={() => void page.refetch()} />
          ) : page.isPending ? (
            <div className={styles.lines} role="status" aria-label={t('catalogue.loading')}>
              <Skeleton />
              <Skeleton />
              <Skeleton width="60%" />
            </div>
          ) : page.data?.content ? (
            <RichContent html={page.data.content} />
          ) : (
            <p className={styles.muted}>{t('contact.fallback')}</p>
          )}
        </section>
      </div>
    </Container>
  );
}
