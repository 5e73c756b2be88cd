import {
  createSlideshowBodySchema,
  type Slideshow,
  updateSlideshowBodySchema,
} from '@tutor/contract/slideshows';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContentPictureForm } from '@/shared/admin/admin-form/content-picture-form';

/** What the form sends: every field on create, the same fields (all optional) on edit. */
export type SlideshowBody =
  | z.output<typeof createSlideshowBodySchema>
  | z.output<typeof updateSlideshowBodySchema>;

const NEW_SLIDE = { subtitle: '' };

type SlideshowFormProps = {
  slideshow?: Slideshow;
  onSubmit: (body: SlideshowBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A slide: the shared content-picture fields plus its subtitle, shown as text over the picture. */
export function SlideshowForm({ slideshow, onSubmit, onCancel }: SlideshowFormProps) {
  const { t } = useTranslation();
  return (
    <ContentPictureForm<SlideshowBody>
      record={slideshow}
      schema={slideshow ? updateSlideshowBodySchema : createSlideshowBodySchema}
      extraFields={NEW_SLIDE}
      belowTitle={
        <Form.Item
          name="subtitle"
          label={t('admin.content.subtitle')}
          extra={t('admin.content.subtitleHint')}
        >
          <Input maxLength={255} />
        </Form.Item>
      }
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
