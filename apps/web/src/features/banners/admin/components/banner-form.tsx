import { type Banner, createBannerBodySchema, updateBannerBodySchema } from '@tutor/contract/banners';
import { BANNER_ORIENTATIONS } from '@tutor/contract/constants';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContentPictureForm } from '@/shared/admin/admin-form/content-picture-form';

/** What the form sends: every field on create, the same fields (all optional) on edit. */
export type BannerBody = z.output<typeof createBannerBodySchema> | z.output<typeof updateBannerBodySchema>;

const NEW_BANNER = { orientation: 'HORIZONTAL' };

type BannerFormProps = {
  banner?: Banner;
  onSubmit: (body: BannerBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A banner: the shared content-picture fields plus its orientation (wide or tall). */
export function BannerForm({ banner, onSubmit, onCancel }: BannerFormProps) {
  const { t } = useTranslation();
  return (
    <ContentPictureForm<BannerBody>
      record={banner}
      schema={banner ? updateBannerBodySchema : createBannerBodySchema}
      extraFields={NEW_BANNER}
      inGrid={
        <Form.Item name="orientation" label={t('admin.content.orientation')}>
          <Select
            options={BANNER_ORIENTATIONS.map((value) => ({
              value,
              label: t(`admin.content.orientations.${value}`),
            }))}
          />
        </Form.Item>
      }
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
