import type { ExamCard as ExamCardData } from '@tutor/contract/exams';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/catalogue/paths';
import { Badge, ProductCard } from '@/shared/ui/product-card';
import { windowState } from './exam-window';

/** An exam in a listing: its time, number of questions and, for a mock exam, whether it is open. */
export function ExamCard({ exam, priority = false }: { exam: ExamCardData; priority?: boolean }) {
  const { t } = useTranslation();
  const state = windowState(exam, Date.now());
  return (
    <ProductCard
      to={paths.exam(exam.id, exam.slug)}
      title={exam.name}
      image={exam.image}
      shape="landscape"
      priority={priority}
      sizes="(max-width: 767px) 90vw, 300px"
      badge={
        exam.opensAt || exam.closesAt ? (
          <Badge tone={state === 'open' ? 'success' : state === 'upcoming' ? 'info' : 'muted'}>
            {t(`exams.window.${state}`)}
          </Badge>
        ) : undefined
      }
      meta={t('exams.cardMeta', { minutes: exam.duration, count: exam.questionCount })}
      footer={
        exam.category ? (
          <span style={{ color: 'var(--color-text-muted)', fontSize: 13 }}>{exam.category.name}</span>
        ) : undefined
      }
    />
  );
}
