import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export type RichTextEditorProps = {
  /** HTML, as stored by the server; an empty editor gives ''. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Set by antd's Form.Item so its label focuses the editor. */
  id?: string;
};

// TipTap, ProseMirror and KaTeX are heavy: they load with the first page that shows an editor, not with
// every admin page.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

/** The back office's editor for book, news and page content: HTML out, maths written as `$…$`. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
