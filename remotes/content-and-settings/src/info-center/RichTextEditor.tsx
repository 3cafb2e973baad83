import { Box, Button, HStack, IconButton, Input, Separator } from '@chakra-ui/react';
import { IMAGE_UPLOAD_ACCEPT } from '@console/contracts/schemas/files';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type ReactNode, useRef, useState } from 'react';
import {
  LuBetweenHorizontalEnd,
  LuBetweenVerticalEnd,
  LuBold,
  LuColumns2,
  LuGrid2X2X,
  LuHeading2,
  LuHeading3,
  LuImagePlus,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuPanelTop,
  LuRedo2,
  LuRows2,
  LuTable,
  LuUnlink,
  LuUndo2,
} from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { ARTICLE_CSS } from './article-style';

/** Whether the table the cursor is in starts with a header row (what the header row tool turns on and off). */
function firstRowIsHeader(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === 'table') return node.firstChild?.firstChild?.type.name === 'tableHeader';
  }
  return false;
}

/**
 * The article body editor (TipTap): headings, lists, links, images and tables, nothing the server's
 * sanitiser would take out again. Images go up through `onUploadImage` (the temp-key flow) and are
 * inserted by the URL the upload answers.
 */
export function RichTextEditor({
  value,
  onChange,
  onUploadImage,
  label,
  editable = true,
}: {
  value: string;
  onChange: (html: string) => void;
  onUploadImage: (file: File) => Promise<string>;
  label: string;
  editable?: boolean;
}) {
  const { t } = useAreaTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editable,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      table: e?.isActive('table') ?? false,
      headerRow: e ? firstRowIsHeader(e) : false,
      canDeleteRow: e?.can().deleteRow() ?? false,
      canDeleteColumn: e?.can().deleteColumn() ?? false,
    }),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const chain = () => editor.chain().focus();
  const tool = (name: string, icon: ReactNode, run: () => void, on = false, enabled = true) => (
    <IconButton
      key={name}
      aria-label={t(`infoCenter.editor.${name}`)}
      title={t(`infoCenter.editor.${name}`)}
      size="xs"
      variant={on ? 'solid' : 'ghost'}
      aria-pressed={on}
      disabled={!editable || !enabled}
      onClick={run}
    >
      {icon}
    </IconButton>
  );

  async function insertImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const src = await onUploadImage(file);
      chain()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch {
      // The upload's refusal is already shown by the client's notifier.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function applyLink() {
    const href = (linking ?? '').trim();
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href: /^(https?:|mailto:)/i.test(href) ? href : `https://${href}` })
        .run();
    setLinking(null);
  }

  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg">
      <HStack gap="1" p="1" borderBottomWidth="1px" wrap="wrap" role="toolbar" aria-label={t('infoCenter.editor.toolbar')}>
        {tool('bold', <LuBold />, () => chain().toggleBold().run(), active?.bold)}
        {tool('italic', <LuItalic />, () => chain().toggleItalic().run(), active?.italic)}
        <Separator orientation="vertical" height="5" />
        {tool('heading2', <LuHeading2 />, () => chain().toggleHeading({ level: 2 }).run(), active?.h2)}
        {tool('heading3', <LuHeading3 />, () => chain().toggleHeading({ level: 3 }).run(), active?.h3)}
        {tool('bulletList', <LuList />, () => chain().toggleBulletList().run(), active?.bullet)}
        {tool('orderedList', <LuListOrdered />, () => chain().toggleOrderedList().run(), active?.ordered)}
        <Separator orientation="vertical" height="5" />
        {tool('link', <LuLink />, () => setLinking(editor.getAttributes('link').href ?? ''), active?.link)}
        {active?.link ? tool('unlink', <LuUnlink />, () => chain().extendMarkRange('link').unsetLink().run()) : null}
        {tool('image', <LuImagePlus />, () => fileInput.current?.click())}
        {tool('table', <LuTable />, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
        {active?.table ? (
          // The table tools, while the cursor is in a table: rows and columns where the cursor is, the header row, the table.
          <HStack gap="1" role="group" aria-label={t('infoCenter.editor.tableTools')}>
            {tool('addRow', <LuBetweenHorizontalEnd />, () => chain().addRowAfter().run())}
            {tool('deleteRow', <LuRows2 />, () => chain().deleteRow().run(), false, active.canDeleteRow)}
            {tool('addColumn', <LuBetweenVerticalEnd />, () => chain().addColumnAfter().run())}
            {tool('deleteColumn', <LuColumns2 />, () => chain().deleteColumn().run(), false, active.canDeleteColumn)}
            {tool('headerRow', <LuPanelTop />, () => chain().toggleHeaderRow().run(), active.headerRow)}
            {tool('deleteTable', <LuGrid2X2X />, () => chain().deleteTable().run())}
          </HStack>
        ) : null}
        <Separator orientation="vertical" height="5" />
        {tool('undo', <LuUndo2 />, () => chain().undo().run())}
        {tool('redo', <LuRedo2 />, () => chain().redo().run())}
        {uploading ? (
          <Box textStyle="xs" color="fg.muted">
            {t('infoCenter.editor.uploading')}
          </Box>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={IMAGE_UPLOAD_ACCEPT}
          aria-label={t('infoCenter.editor.imageFile')}
          onChange={(e) => void insertImage(e.currentTarget.files?.[0])}
        />
      </HStack>
      {linking !== null ? (
        <HStack p="2" borderBottomWidth="1px">
          <Input
            size="sm"
            autoFocus
            aria-label={t('infoCenter.editor.linkAddress')}
            placeholder="https://"
            value={linking}
            onChange={(e) => setLinking(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
          />
          <Button size="sm" onClick={applyLink}>
            {t('infoCenter.editor.applyLink')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLinking(null)}>
            {t('common.cancel')}
          </Button>
        </HStack>
      ) : null}
      <Box
        px="4"
        py="3"
        minH="64"
        maxH="60vh"
        overflowY="auto"
        css={{ '& .ProseMirror': { outline: 'none', minHeight: '14rem' }, ...ARTICLE_CSS }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
