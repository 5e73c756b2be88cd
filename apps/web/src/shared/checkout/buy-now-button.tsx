import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaces } from '@/shared/i18n/i18n';
import buttons from '@/shared/ui/button.module.css';
import type { BuyNowFormProps } from './buy-now-form';
import { checkoutTexts } from './i18n/texts';

/**
 * The "buy now" button of a course, combo or document page. The form (and its texts) load on the first
 * click, so the page's first load carries only this button.
 */
export function BuyNowButton({
  label,
  className = buttons.primary,
  ...props
}: BuyNowFormProps & { label: string; className?: string }) {
  const { i18n } = useTranslation();
  const [Form, setForm] = useState<ComponentType<BuyNowFormProps> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isLoading, setLoading] = useState(false);
  const formId = `buy-now-${props.target.type.toLowerCase()}-${props.target.id}`;

  async function open() {
    if (Form) {
      setOpen((value) => !value);
      return;
    }
    setLoading(true);
    try {
      const [module] = await Promise.all([import('./buy-now-form'), addNamespaces(i18n, [checkoutTexts])]);
      setForm(() => module.BuyNowForm);
      setOpen(true);
      requestAnimationFrame(() =>
        document.getElementById(formId)?.querySelector<HTMLElement>('input')?.focus(),
      );
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        aria-expanded={isOpen}
        aria-controls={formId}
        aria-busy={isLoading}
        onClick={() => void open()}
      >
        {label}
      </button>
      <div id={formId} hidden={!isOpen} style={{ flexBasis: '100%' }}>
        {Form && isOpen && <Form {...props} />}
      </div>
    </>
  );
}
