import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isServerError } from './admin-form/form-errors';

type QueryStateProps<T> = {
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  /** Where "back" goes when the record is missing. */
  backTo: string;
  /** The address names no record at all (not an id): shown as missing without asking. */
  isInvalidId?: boolean;
  children: (data: T) => ReactNode;
};

/** A record page's three states: loading, failed (a missing record says so), and the record itself. */
export function QueryState<T>({ query, backTo, isInvalidId = false, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!isInvalidId && query.data !== undefined) return <>{children(query.data)}</>;
  if (!isInvalidId && query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const code = isInvalidId ? 'NOT_FOUND' : isServerError(query.error) ? query.error.code : 'UNKNOWN_ERROR';
  const isMissing = code === 'NOT_FOUND' || code === 'USER_NOT_FOUND';
  return (
    <Result
      status={isMissing ? '404' : 'error'}
      title={isMissing ? t('admin.form.notFound') : t('admin.form.loadFailed')}
      subTitle={isMissing ? undefined : t(`error.${code}`, { defaultValue: t('error.UNKNOWN_ERROR') })}
      extra={
        <>
          {!isMissing && (
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('admin.table.retry')}
            </Button>
          )}
          <Button onClick={() => void navigate(backTo)}>{t('admin.form.back')}</Button>
        </>
      }
    />
  );
}
