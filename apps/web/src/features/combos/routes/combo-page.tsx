import type { ComboDetail } from '@tutor/contract/combos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCombo } from '@/features/combos/api/get-combo';
import { addToBrowserCart, isInCart, useCart } from '@/shared/cart/cart-store';
import { CourseCard } from '@/shared/catalogue/catalogue-cards';
import detail from '@/shared/catalogue/detail.module.css';
import { DetailPage } from '@/shared/catalogue/detail-page';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { BuyNowButton } from '@/shared/checkout/buy-now-button';
import buttons from '@/shared/ui/button.module.css';
import { ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { Price } from '@/shared/ui/price';
import { CardGrid } from '@/shared/ui/product-card';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { RichContent } from '@/shared/ui/rich-content';
import styles from './combo-page.module.css';

/** `combo/{id}/{slug}`: a bundle of courses at one price with the courses it holds. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useCombo(id);
  return (
    <DetailPage
      id={id}
      query={query}
      canonicalPath={(combo) => paths.combo(combo.id, combo.slug)}
      title={(combo) => combo.name}
      back={{ to: paths.courses, label: t('combo.backToList') }}
    >
      {(combo) => <ComboDetails combo={combo} />}
    </DetailPage>
  );
}

function ComboDetails({ combo }: { combo: ComboDetail }) {
  const { t } = useTranslation();
  const saving = combo.rootPrice - combo.salePrice;
  return (
    <>
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
          <div className={styles.buyRow}>
            <Price value={combo.salePrice} original={combo.rootPrice} size="lg" />
            {saving > 0 && combo.rootPrice > 0 && (
              <span className={styles.saving}>
                {t('combo.saving', { percent: Math.round((saving / combo.rootPrice) * 100) })}
              </span>
            )}
          </div>
          {combo.summary && <p className={detail.summary}>{combo.summary}</p>}
          <ComboActions combo={combo} />
        </div>
      </div>
      {combo.courses.length > 0 && (
        <section className={detail.section} aria-labelledby="combo-courses">
          <h2 id="combo-courses" className={detail.sectionTitle}>
            {t('combo.courses')}
          </h2>
          <CardGrid variant="wide">
            {combo.courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </CardGrid>
        </section>
      )}
      {combo.content && (
        <section className={detail.section} aria-labelledby="combo-content">
          <h2 id="combo-content" className={detail.sectionTitle}>
            {t('combo.content')}
          </h2>
          <RichContent html={combo.content} />
        </section>
      )}
    </>
  );
}

/** "Add to cart" (spec §4: type COMBO; adding it again changes nothing) and "buy now" (`POST /combo-orders`). */
function ComboActions({ combo }: { combo: ComboDetail }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [isJustAdded, setJustAdded] = useState(false);
  const isAdded = isInCart(cart, { id: combo.id, type: 'COMBO' });
  return (
    <div className={styles.buyRow}>
      {isAdded ? (
        <Link className={buttons.secondary} to="/gio-hang">
          {t('combo.inCart')} · {t('combo.goToCart')}
        </Link>
      ) : (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            setJustAdded(
              addToBrowserCart({
                id: combo.id,
                type: 'COMBO',
                salePrice: combo.salePrice,
                name: combo.name,
                slug: combo.slug,
              }),
            )
          }
        >
          {t('combo.addToCart')}
        </button>
      )}
      <BuyNowButton
        label={t('combo.buyNow')}
        target={{ type: 'COMBO', id: combo.id, salePrice: combo.salePrice }}
        itemName={combo.name}
      />
      <span className={detail.summary} role="status">
        {isJustAdded ? t('combo.added') : ''}
      </span>
    </div>
  );
}
