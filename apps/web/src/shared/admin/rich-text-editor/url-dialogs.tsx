import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Addresses the editor accepts for links and images: the schemes the server's sanitiser keeps. */
const LINK_PATTERN = /^(https?:\/\/|mailto:|tel:|\/)/i;
const IMAGE_PATTERN = /^(https?:\/\/|\/)/i;

type LinkDialogProps = {
  isOpen: boolean;
  initialUrl: string;
  onCancel: () => void;
  /** '' removes the link. */
  onSubmit: (href: string) => void;
};

export function LinkDialog({ isOpen, initialUrl, onCancel, onSubmit }: LinkDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal
      open={isOpen}
      title={t('admin.richText.linkTitle')}
      okText={t('admin.form.save')}
      cancelText={t('admin.form.cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ href: initialUrl }}
        onFinish={(values) => onSubmit(values.href?.trim() ?? '')}
        preserve={false}
      >
        <Form.Item
          name="href"
          label={t('admin.richText.url')}
          extra={t('admin.richText.linkHint')}
          rules={[{ pattern: LINK_PATTERN, message: t('admin.richText.badUrl') }]}
        >
          <Input spellCheck={false} autoCapitalize="off" placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type ImageDialogProps = {
  isOpen: boolean;
  onCancel: () => void;
  onSubmit: (image: { src: string; alt: string }) => void;
};

export function ImageDialog({ isOpen, onCancel, onSubmit }: ImageDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ src: string; alt?: string }>();
  return (
    <Modal
      open={isOpen}
      title={t('admin.richText.imageTitle')}
      okText={t('admin.richText.insert')}
      cancelText={t('admin.form.cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => onSubmit({ src: values.src.trim(), alt: values.alt?.trim() ?? '' })}
        preserve={false}
      >
        <Form.Item
          name="src"
          label={t('admin.richText.imageUrl')}
          rules={[
            { required: true, message: t('admin.richText.badUrl') },
            { pattern: IMAGE_PATTERN, message: t('admin.richText.badUrl') },
          ]}
        >
          <Input spellCheck={false} autoCapitalize="off" placeholder="https://…" autoFocus />
        </Form.Item>
        <Form.Item name="alt" label={t('admin.richText.imageAlt')}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
