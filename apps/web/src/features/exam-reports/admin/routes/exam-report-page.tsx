import { FileExcelOutlined, TeamOutlined } from '@ant-design/icons';
import type { ExamReport, ReportTaker } from '@tutor/contract/exam-reports';
import { formatDateTime } from '@tutor/contract/format';
import { Button, Card, Empty, Segmented, Space, Statistic, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  downloadReport,
  useExamReport,
  useReportTakers,
} from '@/features/exam-reports/admin/api/exam-report';
import { type ExamTarget, useBackPath, useExamTarget } from '@/features/exam-reports/admin/api/target';
import { BarChart } from '@/features/exam-reports/admin/components/bar-chart';
import styles from '@/features/exam-reports/admin/components/exam-report.module.css';
import { binColor, clock, percent, scoreText } from '@/features/exam-reports/admin/components/figures';
import { QuestionTable } from '@/features/exam-reports/admin/components/question-table';
import { AdminTable } from '@/shared/admin/admin-table/admin-table';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { saveBlob } from '@/shared/catalogue/save-blob';

const SORT_FIELDS = ['score', 'timeTaken', 'submittedAt', 'startedAt'] as const;
const BINS = [1, 0.5] as const;

/** `exams/{examId}/report` and a lesson's `exam-report`: figures, charts, questions, attempts, export. */
export function Component() {
  const { t, i18n } = useTranslation();
  const target = useExamTarget();
  const back = useBackPath(target);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [bin, setBin] = useState<number>(1);
  const report = useExamReport(target, bin);
  const [isDownloading, setDownloading] = useState(false);
  const data = report.data;

  return (
    <>
      <PageHeader
        title={
          data ? t('examReports.report.title', { name: data.target.name }) : t('examReports.common.report')
        }
        backTo={back}
        extra={
          <Space wrap>
            <Button
              icon={<TeamOutlined />}
              onClick={() => void navigate(pathname.replace(/\/(exam-)?report$/, '/exam-sessions'))}
            >
              {t('examReports.common.sessions')}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              loading={isDownloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  saveBlob(await downloadReport(target), `${target.kind}-${target.id}-report.xlsx`);
                } catch {
                  // The HTTP client has shown the reason.
                } finally {
                  setDownloading(false);
                }
              }}
            >
              {t('examReports.report.export')}
            </Button>
          </Space>
        }
      />
      <QueryState query={report} backTo={back} isInvalidId={target.id === 0}>
        {(loaded) => (
          <>
            <Figures report={loaded} language={i18n.language} bin={bin} onBin={setBin} />
            <Card size="small" title={t('examReports.report.takerList')}>
              <Takers target={target} />
            </Card>
          </>
        )}
      </QueryState>
    </>
  );
}

function Figures({
  report,
  language,
  bin,
  onBin,
}: {
  report: ExamReport;
  language: string;
  bin: number;
  onBin: (bin: number) => void;
}) {
  const { t } = useTranslation();
  const { totals, target } = report;
  const score = (value: number | null) => scoreText(value, language);
  const histogram = useMemo(
    () => ({
      labels: report.histogram.map((b) => `${scoreText(b.from, language)}–${scoreText(b.to, language)}`),
      values: report.histogram.map((b) => b.count),
      colors: report.histogram.map((_, i) => binColor(i, report.histogram.length)),
    }),
    [report.histogram, language],
  );
  const correctness = useMemo(
    () => ({
      labels: report.questions.map((q) => t('examReports.report.question', { n: q.position })),
      values: report.questions.map((q) => q.correctRate ?? 0),
      colors: report.questions.map((q) => ['#1677ff', '#fa8c16', '#722ed1'][q.part - 1] ?? '#1677ff'),
    }),
    [report.questions, t],
  );

  return (
    <>
      <div className={styles.grid}>
        <Card size="small">
          <Statistic title={t('examReports.report.takers')} value={totals.takers} />
        </Card>
        <Card size="small">
          <Statistic title={t('examReports.report.attempts')} value={totals.attempts} />
        </Card>
        <Card size="small">
          <Statistic
            title={t('examReports.report.mean')}
            value={score(totals.mean)}
            suffix={t('examReports.report.outOf', { total: score(target.totalPoint) })}
          />
        </Card>
        <Card size="small">
          <Statistic title={t('examReports.report.median')} value={score(totals.median)} />
        </Card>
        <Card size="small">
          <Statistic title={t('examReports.report.best')} value={score(totals.best)} />
        </Card>
        <Card size="small">
          <Statistic
            title={t('examReports.report.meanTime')}
            value={totals.meanTimeTaken === null ? '–' : clock(totals.meanTimeTaken)}
          />
        </Card>
      </div>
      {totals.attempts === 0 ? (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Empty description={t('examReports.report.noTakers')} />
        </Card>
      ) : (
        <>
          <div className={styles.charts}>
            <Card
              size="small"
              title={t('examReports.report.histogram')}
              extra={
                <Segmented
                  size="small"
                  aria-label={t('examReports.report.bin')}
                  value={bin}
                  onChange={(value) => onBin(Number(value))}
                  options={BINS.map((value) => ({
                    value,
                    label: t(value === 1 ? 'examReports.report.binOne' : 'examReports.report.binHalf'),
                  }))}
                />
              }
            >
              <BarChart
                label={t('examReports.report.histogramLabel')}
                labels={histogram.labels}
                values={histogram.values}
                colors={histogram.colors}
                height={260}
              />
            </Card>
            <Card size="small" title={t('examReports.report.correctness')}>
              <BarChart
                label={t('examReports.report.correctnessLabel')}
                labels={correctness.labels}
                values={correctness.values}
                colors={correctness.colors}
                format={percent}
                max={1}
                isHorizontal
                height={Math.max(220, report.questions.length * 22)}
              />
            </Card>
          </div>
          <Card size="small" title={t('examReports.report.parts')} style={{ marginBottom: 16 }}>
            <Table
              size="small"
              rowKey="part"
              pagination={false}
              dataSource={report.parts}
              columns={[
                {
                  key: 'part',
                  title: t('examReports.report.partColumn'),
                  render: (_, row) => t(`examReports.report.partNames.${row.part}`),
                },
                {
                  key: 'mean',
                  title: t('examReports.report.mean'),
                  align: 'right',
                  render: (_, row) => `${score(row.mean)} / ${score(row.max)}`,
                },
              ]}
            />
          </Card>
          <Card size="small" title={t('examReports.report.questions')} style={{ marginBottom: 16 }}>
            <QuestionTable questions={report.questions} />
          </Card>
        </>
      )}
    </>
  );
}

function Takers({ target }: { target: ExamTarget }) {
  const { t, i18n } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS });
  const result = useReportTakers(target, list.query);
  const name = (row: ReportTaker) => `${row.user.fullName || row.user.username} (${row.user.username})`;
  return (
    <AdminTable<ReportTaker>
      name={`${target.kind}-${target.id}-attempts`}
      list={list}
      result={result}
      rowKey={(row) => row.historyId}
      searchPlaceholder={t('examReports.common.search')}
      columns={[
        { key: 'user', title: t('examReports.common.student'), render: name, exportValue: name },
        {
          key: 'score',
          title: t('examReports.report.score'),
          sortField: 'score',
          align: 'right',
          render: (row) => scoreText(row.score, i18n.language),
          exportValue: (row) => row.score,
        },
        {
          key: 'correct',
          title: t('examReports.report.correctCount'),
          align: 'right',
          render: (row) => `${row.correctCount}/${row.totalCount}`,
          exportValue: (row) => `${row.correctCount}/${row.totalCount}`,
        },
        {
          key: 'timeTaken',
          title: t('examReports.report.timeTaken'),
          sortField: 'timeTaken',
          align: 'right',
          render: (row) => clock(row.timeTaken),
          exportValue: (row) => clock(row.timeTaken),
        },
        {
          key: 'startedAt',
          title: t('examReports.common.startedAt'),
          sortField: 'startedAt',
          render: (row) => formatDateTime(row.startedAt),
          exportValue: (row) => formatDateTime(row.startedAt),
        },
        {
          key: 'submittedAt',
          title: t('examReports.report.submittedAt'),
          sortField: 'submittedAt',
          render: (row) => formatDateTime(row.submittedAt),
          exportValue: (row) => formatDateTime(row.submittedAt),
        },
        {
          key: 'source',
          title: t('examReports.report.source'),
          render: (row) => t(`examReports.report.sources.${row.source}`),
          exportValue: (row) => t(`examReports.report.sources.${row.source}`),
        },
      ]}
    />
  );
}
