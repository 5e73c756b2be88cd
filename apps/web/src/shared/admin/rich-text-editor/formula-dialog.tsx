import { Alert, Input, Modal, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderFormula } from './render-math';
import styles from './rich-text-editor.module.css';

export type FormulaInsert = { tex: string; display: boolean };

type FormulaDialogProps = {
  isOpen: boolean;
  onCancel: () => void;
  onSubmit: (formula: FormulaInsert) => void;
};

/** LaTeX typed with a live KaTeX rendering; inserted as `$…$` (in the line) or `$$…$$` (own line). */
export function FormulaDialog({ isOpen, onCancel, onSubmit }: FormulaDialogProps) {
  const { t } = useTranslation();
  const [tex, setTex] = useState('');
  const [display, setDisplay] = useState(false);
  const rendered = useMemo(() => (tex.trim() ? renderFormula(tex, display) : ''), [tex, display]);
  const isUnsafeForInline = !display && tex.includes('$');

  return (
    <Modal
      open={isOpen}
      title={t('admin.richText.formulaTitle')}
      okText={t('admin.richText.insert')}
      cancelText={t('admin.form.cancel')}
      okButtonProps={{ disabled: !tex.trim() || isUnsafeForInline }}
      onCancel={onCancel}
      onOk={() => onSubmit({ tex: tex.trim(), display })}
      afterClose={() => {
        setTex('');
        setDisplay(false);
      }}
      destroyOnHidden
    >
      <Segmented
        value={display ? 'display' : 'inline'}
        onChange={(mode) => setDisplay(mode === 'display')}
        options={[
          { value: 'inline', label: t('admin.richText.formulaInline') },
          { value: 'display', label: t('admin.richText.formulaDisplay') },
        ]}
      />
      <Input.TextArea
        className={styles.formulaInput}
        value={tex}
        onChange={(event) => setTex(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 8 }}
        spellCheck={false}
        placeholder="x^2 + \frac{1}{2}"
        aria-label={t('admin.richText.formulaLatex')}
        autoFocus
      />
      {isUnsafeForInline && <Alert type="warning" showIcon title={t('admin.richText.formulaDollar')} />}
      <div className={styles.formulaPreview} aria-live="polite">
        {rendered ? (
          // KaTeX's own markup of the typed formula.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          <span dangerouslySetInnerHTML={{ __html: rendered }} />
        ) : (
          <span className={styles.previewEmpty}>{t('admin.richText.formulaHint')}</span>
        )}
      </div>
    </Modal>
  );
}
