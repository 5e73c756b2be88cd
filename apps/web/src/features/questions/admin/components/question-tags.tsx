import type { QuestionType } from '@tutor/contract/exam-grading';
import type { QuestionDifficulty } from '@tutor/contract/question-input';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const TYPE_COLORS: Record<QuestionType, string> = { CHOICE: 'blue', TRUE_FALSE: 'purple', SHORT: 'orange' };
const DIFFICULTY_COLORS: Record<QuestionDifficulty, string> = {
  RECALL: 'green',
  UNDERSTAND: 'cyan',
  APPLY: 'gold',
  ADVANCED: 'red',
};

export function TypeTag({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLORS[type]}>{t(`questionAdmin.typesShort.${type}`)}</Tag>;
}

export function DifficultyTag({ difficulty }: { difficulty: QuestionDifficulty }) {
  const { t } = useTranslation();
  return <Tag color={DIFFICULTY_COLORS[difficulty]}>{t(`questionAdmin.difficulties.${difficulty}`)}</Tag>;
}

/** The bank's excerpts and the exam papers' share one typesetting (shared/ui/math-excerpt.tsx). */
export { MathExcerpt as Excerpt } from '@/shared/ui/math-excerpt';
