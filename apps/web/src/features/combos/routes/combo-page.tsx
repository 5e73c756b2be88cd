import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useCombo } from '@/features/combos/api/get-combo';
import detail from '@/shared/catalogue/detail.module.css';
import { routeId } from '@/shared/catalogue/list-query-state';
import { paths } from '@/shared/catalogue/paths';
import { ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { Container } from '@/shared/ui/container';
import { ErrorState, NotFoundState } from '@/shared/ui/empty-state';
import { Price } from '@/shared/ui/price';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { RichContent } from '@/shared/ui/rich-content';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** `combo/{id}/{slug}`: a bundle of courses at one price (its course list arrives with the courses issue). */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const id = routeId(params.id);
  const { data: combo, error, isPending, refetch } = useCombo(id);
  const navigate = useNavigate();
  useDocumentTitle(combo?.name);

  useEffect(() => {
    if (combo && params.slug !== combo.slug)
      void navigate(paths.combo(combo.id, combo.slug), { replace: true });
  }, [combo, params.slug, navigate]);

  if (id === null || (isApiError(error) && error.status === 404)) {
    return (
      <Container className={detail.page}>
        <NotFoundState backTo={paths.courses} backLabel={t('combo.backToList')} />
      </Container>
    );
  }
  if (error) {
    return (
      <Container className={detail.page}>
        <ErrorState
          message={isApiError(error) ? t(`error.${error.code}`) : undefined}
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }
  if (isPending || !combo) {
    return (
      <Container className={detail.page}>
        <DetailSkeleton />
      </Container>
    );
  }

  const saving = combo.rootPrice - combo.salePrice;
  return (
    <Container className={detail.page}>
      <div className={detail.top}>
        {combo.image ? (
          <ResponsiveImage
            image={combo.image}
            sizes="(max-width: 767px) 100vw, 460px"
            priority
            className={detail.cover}
            alt={combo.image.alt || combo.name}
          />
        ) : (
          <div
            className={detail.notice}
            style={{ display: 'grid', placeItems: 'center', aspectRatio: '16 / 9' }}
          >
            <ImagePlaceholderIcon size={56} />
          </div>
        )}
        <div className={detail.info}>
          <h1 className={detail.title}>{combo.name}</h1>
          <Price value={combo.salePrice} original={combo.rootPrice} size="lg" />
          {saving > 0 && combo.rootPrice > 0 && (
            <p className={detail.notice}>
              {t('combo.saving', { percent: Math.round((saving / combo.rootPrice) * 100) })}
            </p>
          )}
          {combo.summary && <p className={detail.summary}>{combo.summary}</p>}
        </div>
      </div>
      {combo.content && (
        <section className={detail.section} aria-labelledby="combo-content">
          <h2 id="combo-content" className={detail.sectionTitle}>
            {t('combo.content')}
          </h2>
          <RichContent html={combo.content} />
        </section>
      )}
    </Container>
  );
}
