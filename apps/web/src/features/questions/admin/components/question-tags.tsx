import type { QuestionType } from '@tutor/contract/exam-grading';
import type { QuestionDifficulty } from '@tutor/contract/question-input';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/shared/ui/rich-content';

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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A plain-text excerpt (maths kept as `$…$`) typeset like the sheet: text, never markup. */
export function Excerpt({ text }: { text: string }) {
  return <RichContent html={text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)} />;
}
