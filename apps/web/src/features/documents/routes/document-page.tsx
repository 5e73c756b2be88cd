import type { DocumentDetail } from '@tutor/contract/documents';
import { formatPrice } from '@tutor/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useDownloadDocument } from '@/features/documents/api/download-document';
import { useDocument } from '@/features/documents/api/get-document';
import { FreeBadge } from '@/shared/catalogue/catalogue-cards';
import detail from '@/shared/catalogue/detail.module.css';
import { DetailPage } from '@/shared/catalogue/detail-page';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { BuyNowButton } from '@/shared/checkout/buy-now-button';
import { withRedirect } from '@/shared/session/redirect-param';
import { useCurrentUser } from '@/shared/session/session';
import buttons from '@/shared/ui/button.module.css';
import { DownloadIcon, ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { Price } from '@/shared/ui/price';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { RichContent } from '@/shared/ui/rich-content';
import { TimeAgo } from '@/shared/ui/time-ago';

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `tai-lieu/{id}/{slug}`: a document's details and its PDF download (free for all, paid for buyers). */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useDocument(id);
  return (
    <DetailPage
      id={id}
      query={query}
      canonicalPath={(document) => paths.document(document.id, document.slug)}
      title={(document) => document.name}
      back={{ to: paths.documentCategory(), label: t('document.backToList') }}
    >
      {(document) => <DocumentDetails document={document} />}
    </DetailPage>
  );
}

function DocumentDetails({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const download = useDownloadDocument();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { pathname, search } = useLocation();

  const needsLogin = !document.isFree && !user;
  function startDownload() {
    setDownloadError(null);
    download.mutate(
      { id: document.id, fileName: document.fileName },
      {
        onError: (failure) =>
          setDownloadError(isApiError(failure) ? t(`error.${failure.code}`) : t('error.UNKNOWN_ERROR')),
      },
    );
  }

  return (
    <>
      <div className={detail.top}>
        {document.image ? (
          <ResponsiveImage
            image={document.image}
            sizes="(max-width: 767px) 100vw, 460px"
            priority
            className={detail.cover}
            alt={document.image.alt || document.name}
          />
        ) : (
          <div
            className={detail.notice}
            style={{ display: 'grid', placeItems: 'center', aspectRatio: '4 / 3' }}
          >
            <ImagePlaceholderIcon size={56} />
          </div>
        )}
        <div className={detail.info}>
          <div className={detail.badges}>
            <FreeBadge isFree={document.isFree} />
            {document.categories.map((category) => (
              <Link
                key={category.id}
                to={paths.documentCategory(category.id, category.slug)}
                className={detail.tag}
              >
                {category.name}
              </Link>
            ))}
          </div>
          <h1 className={detail.title}>{document.name}</h1>
          <dl className={detail.facts}>
            <dt>{t('document.published')}</dt>
            <dd>
              <TimeAgo date={document.createdAt} />
            </dd>
            <dt>{t('document.downloads')}</dt>
            <dd>{formatPrice(document.downloads)}</dd>
            {document.hasFile && document.fileBytes > 0 && (
              <>
                <dt>{t('document.file')}</dt>
                <dd>PDF · {fileSize(document.fileBytes)}</dd>
              </>
            )}
          </dl>
          {!document.isFree && document.salePrice > 0 && <Price value={document.salePrice} size="lg" />}
          {document.summary && <p className={detail.summary}>{document.summary}</p>}
          {!document.hasFile ? (
            <p className={detail.notice}>{t('error.DOCUMENT_NOT_ATTACHED')}</p>
          ) : needsLogin ? (
            <div className={detail.notice}>
              <p>
                <strong>{t('document.buyTitle')}</strong>
              </p>
              <p>{t('document.buyText')}</p>
              <p>{t('document.loginToDownload')}</p>
              <Link
                to={withRedirect('/dang-nhap', `${pathname}${search}`)}
                className={buttons.primary}
                style={{ marginTop: 10 }}
              >
                {t('document.signInToBuy')}
              </Link>
            </div>
          ) : (
            <div className={detail.actions}>
              <button
                type="button"
                className={buttons.primary}
                onClick={startDownload}
                disabled={download.isPending}
                aria-busy={download.isPending}
              >
                <DownloadIcon size={18} />
                {download.isPending ? t('document.downloading') : t('document.download')}
              </button>
              {!document.isFree && <span className={detail.summary}>{t('document.paidNote')}</span>}
            </div>
          )}
          {document.hasFile && !document.isFree && !needsLogin && document.salePrice > 0 && (
            <div className={detail.notice}>
              <p>
                <strong>{t('document.buyTitle')}</strong>
              </p>
              <p>{t('document.buyText')}</p>
              <div className={detail.actions} style={{ marginTop: 10, flexWrap: 'wrap' }}>
                <BuyNowButton
                  label={t('document.buy')}
                  target={{ type: 'DOCUMENT', id: document.id, salePrice: document.salePrice }}
                  itemName={document.name}
                />
              </div>
            </div>
          )}
          {downloadError && (
            <p className={detail.warning} role="alert">
              {downloadError}
            </p>
          )}
        </div>
      </div>
      {document.content && (
        <section className={detail.section} aria-labelledby="document-content">
          <h2 id="document-content" className={detail.sectionTitle}>
            {t('document.content')}
          </h2>
          <RichContent html={document.content} />
        </section>
      )}
    </>
  );
}
