import {
  createSlideshowBodySchema,
  type Slideshow,
  updateSlideshowBodySchema,
} from '@tutor/contract/slideshows';
import type { z } from 'zod';
import { ContentPictureForm } from '@/shared/admin/admin-form/content-picture-form';

/** What the form sends: every field on create, the same fields (all optional) on edit. */
export type SlideshowBody =
  | z.output<typeof createSlideshowBodySchema>
  | z.output<typeof updateSlideshowBodySchema>;

type SlideshowFormProps = {
  slideshow?: Slideshow;
  onSubmit: (body: SlideshowBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A slide: the shared content-picture fields; a slide's own fields go in `extraFields` and a slot. */
export function SlideshowForm({ slideshow, onSubmit, onCancel }: SlideshowFormProps) {
  return (
    <ContentPictureForm<SlideshowBody>
      record={slideshow}
      schema={slideshow ? updateSlideshowBodySchema : createSlideshowBodySchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
