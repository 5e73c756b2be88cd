import type { ReportQuestion } from '@tutor/contract/exam-reports';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/shared/ui/rich-content';
import styles from './exam-report.module.css';
import { percent, scoreText } from './figures';

/** The excerpt is plain text (maths as its LaTeX): escaped, then typeset like any rich text. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Per question: its type, stem, rate right and blank, and the detail its type has (options, statements). */
export function QuestionTable({ questions }: { questions: ReportQuestion[] }) {
  const { t, i18n } = useTranslation();
  const columns: ColumnsType<ReportQuestion> = [
    {
      key: 'position',
      title: '#',
      width: 64,
      render: (_, row) => t('examReports.report.question', { n: row.position }),
    },
    {
      key: 'type',
      title: t('examReports.report.type'),
      responsive: ['md'],
      render: (_, row) => <Tag>{t(`examReports.report.types.${row.type}`)}</Tag>,
    },
    {
      key: 'content',
      title: t('examReports.report.content'),
      responsive: ['sm'],
      render: (_, row) => <RichContent className={styles.excerpt} html={escapeHtml(row.excerpt)} />,
    },
    {
      key: 'correct',
      title: t('examReports.report.correctRate'),
      align: 'right',
      render: (_, row) => percent(row.correctRate),
    },
    {
      key: 'blank',
      title: t('examReports.report.blankRate'),
      align: 'right',
      render: (_, row) => percent(row.blankRate),
    },
    {
      key: 'detail',
      title: t('examReports.report.detail'),
      render: (_, row) => {
        if (row.type === 'TRUE_FALSE' && row.meanStatementsRight !== null)
          return t('examReports.report.statementsRight', {
            value: scoreText(row.meanStatementsRight, i18n.language),
          });
        if (row.type !== 'CHOICE') return null;
        return (
          <span className={styles.options}>
            {row.options.map((option) => (
              <span key={option.optionId} className={option.isCorrect ? styles.correct : undefined}>
                {option.label}: {percent(option.share)}
                {option.isCorrect ? ' ✓' : ''}
              </span>
            ))}
          </span>
        );
      },
    },
  ];
  return (
    <Table<ReportQuestion>
      size="small"
      rowKey="questionId"
      columns={columns}
      dataSource={questions}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
