import 'katex/dist/katex.min.css';
import {
  BoldOutlined,
  CodeOutlined,
  FileImageOutlined,
  FunctionOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Select, Switch, Tooltip } from 'antd';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaLibraryModal } from '@/shared/admin/media-picker/media-library-modal';
import { FormulaDialog, type FormulaInsert } from './formula-dialog';
import { renderMathInHtml } from './render-math';
import type { RichTextEditorProps } from './rich-text-editor';
import styles from './rich-text-editor.module.css';
import { ImageDialog, LinkDialog } from './url-dialogs';

type Dialog = 'link' | 'image' | 'library' | 'formula' | null;
type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4';

/** An empty document is `<p></p>` to TipTap; the form and the server should see no content at all. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export default function TiptapEditor({ value, onChange, placeholder, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isPreviewShown, setPreviewShown] = useState(true);
  // What the editor last reported, so a value echoed back by the form does not reset the cursor.
  const emitted = useRef(value ?? '');
  const editor = useEditor({
    // Created after the commit, never during render. With the default (`true`) TipTap builds the editor
    // while React renders and arms a 1 ms timer that destroys it unless an effect has claimed it by then.
    // A render that yields before committing (a route transition, the lazy chunk resolving on a busy
    // machine) lets the timer win: the editor is destroyed (its schema set to null) while this render
    // still reads it, and `getHTML` throws "Cannot read properties of null (reading 'cached')" in
    // `DOMSerializer.fromSchema`. Created in the effect, there is nothing to destroy before it mounts.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        ...(id ? { id, 'aria-labelledby': `${id}-label` } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChange?.(html);
    },
  });

  // The form's label points at the editor with `for`, which names only native controls, not this
  // editable div (its `aria-labelledby` below names it by the label's id): give the label that id.
  useEffect(() => {
    if (!id) return;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    if (label) label.id = `${id}-label`;
  }, [id]);

  // The editor is built with its content after the first render, without a transaction, so the state
  // read below would still say "empty" (the placeholder over the text, an empty preview) until the
  // first keystroke: one empty transaction once it exists makes the state read the loaded document.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr);
  }, [editor]);

  // A value set from outside (the record loaded, the form reset) replaces the document.
  useEffect(() => {
    if (!editor || (value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isEmpty: current?.isEmpty ?? true,
      html: current ? htmlOf(current) : '',
      block: (current?.isActive('heading', { level: 2 })
        ? 'h2'
        : current?.isActive('heading', { level: 3 })
          ? 'h3'
          : current?.isActive('heading', { level: 4 })
            ? 'h4'
            : 'paragraph') as BlockType,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      code: current?.isActive('code') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  // Typesetting every keystroke would make typing lag on long pages; React renders the preview when idle.
  const previewSource = useDeferredValue(isPreviewShown ? (state?.html ?? '') : '');
  const previewHtml = useMemo(() => (previewSource ? renderMathInHtml(previewSource) : ''), [previewSource]);

  if (!editor || !state) return null;

  const chain = () => editor.chain().focus();
  const setBlock = (block: BlockType) => {
    if (block === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 })
        .run();
  };
  const insertFormula = ({ tex, display }: FormulaInsert) => {
    const text = display ? `$$${tex}$$` : `$${tex}$`;
    // Inserted as a text node: a formula such as `a<b` must not be read as HTML.
    chain().insertContent({ type: 'text', text }).run();
    setDialog(null);
  };

  const tool = (
    label: string,
    icon: ReactNode,
    onClick: () => void,
    isActive = false,
    isDisabled = false,
  ) => (
    <Tooltip title={label}>
      <Button
        type={isActive ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={isActive}
        disabled={isDisabled}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('admin.richText.toolbar')}>
        <Select<BlockType>
          size="small"
          value={state.block}
          onChange={setBlock}
          className={styles.blockSelect}
          aria-label={t('admin.richText.blockType')}
          options={[
            { value: 'paragraph', label: t('admin.richText.paragraph') },
            { value: 'h2', label: t('admin.richText.heading', { level: 2 }) },
            { value: 'h3', label: t('admin.richText.heading', { level: 3 }) },
            { value: 'h4', label: t('admin.richText.heading', { level: 4 }) },
          ]}
        />
        <Divider orientation="vertical" />
        {tool(t('admin.richText.bold'), <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
        {tool(
          t('admin.richText.italic'),
          <ItalicOutlined />,
          () => chain().toggleItalic().run(),
          state.italic,
        )}
        {tool(
          t('admin.richText.underline'),
          <UnderlineOutlined />,
          () => chain().toggleUnderline().run(),
          state.underline,
        )}
        {tool(
          t('admin.richText.strike'),
          <StrikethroughOutlined />,
          () => chain().toggleStrike().run(),
          state.strike,
        )}
        {tool(t('admin.richText.code'), <CodeOutlined />, () => chain().toggleCode().run(), state.code)}
        <Divider orientation="vertical" />
        {tool(
          t('admin.richText.bulletList'),
          <UnorderedListOutlined />,
          () => chain().toggleBulletList().run(),
          state.bulletList,
        )}
        {tool(
          t('admin.richText.orderedList'),
          <OrderedListOutlined />,
          () => chain().toggleOrderedList().run(),
          state.orderedList,
        )}
        {tool(
          t('admin.richText.blockquote'),
          <span className={styles.quoteMark}>❝</span>,
          () => chain().toggleBlockquote().run(),
          state.blockquote,
        )}
        {tool(t('admin.richText.horizontalRule'), <LineOutlined />, () => chain().setHorizontalRule().run())}
        <Divider orientation="vertical" />
        {tool(t('admin.richText.link'), <LinkOutlined />, () => setDialog('link'), state.link)}
        {tool(t('admin.richText.image'), <PictureOutlined />, () => setDialog('image'))}
        {tool(t('admin.richText.fromLibrary'), <FileImageOutlined />, () => setDialog('library'))}
        {tool(t('admin.richText.formula'), <FunctionOutlined />, () => setDialog('formula'))}
        <Divider orientation="vertical" />
        {tool(t('admin.richText.undo'), <UndoOutlined />, () => chain().undo().run(), false, !state.canUndo)}
        {tool(t('admin.richText.redo'), <RedoOutlined />, () => chain().redo().run(), false, !state.canRedo)}
        <span className={styles.previewSwitch}>
          <Switch
            size="small"
            checked={isPreviewShown}
            onChange={setPreviewShown}
            id={id ? `${id}-preview` : undefined}
          />
          <label htmlFor={id ? `${id}-preview` : undefined}>{t('admin.richText.preview')}</label>
        </span>
      </div>
      <div className={styles.body}>
        {state.isEmpty && placeholder && <div className={styles.placeholder}>{placeholder}</div>}
        <EditorContent editor={editor} />
      </div>
      {isPreviewShown && (
        <section className={styles.preview} aria-label={t('admin.richText.preview')}>
          <div className={styles.previewTitle}>{t('admin.richText.preview')}</div>
          {previewHtml ? (
            // The editor's own document (TipTap's schema drops anything else), typeset by KaTeX.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
            <div className={styles.previewContent} dangerouslySetInnerHTML={{ __html: previewHtml }} />
          ) : (
            <div className={styles.previewEmpty}>{t('admin.richText.previewEmpty')}</div>
          )}
        </section>
      )}
      <LinkDialog
        isOpen={dialog === 'link'}
        initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onCancel={() => setDialog(null)}
        onSubmit={(href) => {
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
          else chain().extendMarkRange('link').unsetLink().run();
          setDialog(null);
        }}
      />
      <ImageDialog
        isOpen={dialog === 'image'}
        onCancel={() => setDialog(null)}
        onSubmit={({ src, alt }) => {
          chain().setImage({ src, alt }).run();
          setDialog(null);
        }}
      />
      <MediaLibraryModal
        open={dialog === 'library'}
        multiple={false}
        selected={[]}
        onClose={() => setDialog(null)}
        onPick={(image) => {
          chain().setImage({ src: image.url, alt: image.alt }).run();
          setDialog(null);
        }}
      />
      <FormulaDialog
        isOpen={dialog === 'formula'}
        onCancel={() => setDialog(null)}
        onSubmit={insertFormula}
      />
    </div>
  );
}
