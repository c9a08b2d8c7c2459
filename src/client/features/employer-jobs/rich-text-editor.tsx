import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  TextField,
  ToggleButton,
  Tooltip,
} from '@mui/material';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label, and of the help or error text. */
  labelId: string;
  describedById?: string;
  error?: boolean;
  /** The ad's language: an Arabic ad is written right to left. */
  dir?: 'ltr' | 'rtl';
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <ToggleButton
        value={label}
        size="small"
        selected={active}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
        // A mouse click must not take focus from the text: the next key typed belongs there (a
        // space on the focused button would toggle it again). Keyboard users still Tab to it.
        onMouseDown={(e) => e.preventDefault()}
        sx={{ border: 0, borderRadius: 1 }}
      >
        {children}
      </ToggleButton>
    </Tooltip>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('employerJobs');
  const [href, setHref] = useState('');
  useEffect(() => {
    if (open) setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
  }, [open, editor]);
  const apply = () => {
    const value = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!value || value === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: value }).run();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('rte.link')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="url"
          label={t('rte.linkPrompt')}
          value={href}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('rte.link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The job description editor (Tiptap): bold, italic, headings, lists and links, with an MUI toolbar. */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedById,
  error,
  dir,
}: RichTextEditorProps) {
  const { t } = useTranslation('employerJobs');
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedById ? { 'aria-describedby': describedById } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(dir ? { dir } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The form may replace the value (a job loaded after the editor): show it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // useEditor replaces an editor it had to destroy (e.g. after a suspended first render).
  if (!editor || editor.isDestroyed) return null;
  const tools: { label: string; icon: ReactNode; active: boolean; run: () => void }[] = [
    {
      label: t('rte.bold'),
      icon: <FormatBold />,
      active: editor.isActive('bold'),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: t('rte.italic'),
      icon: <FormatItalic />,
      active: editor.isActive('italic'),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: t('rte.heading'),
      icon: <TitleOutlined />,
      active: editor.isActive('heading', { level: 3 }),
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t('rte.bulletList'),
      icon: <FormatListBulleted />,
      active: editor.isActive('bulletList'),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t('rte.orderedList'),
      icon: <FormatListNumbered />,
      active: editor.isActive('orderedList'),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];
  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: error ? 'error.main' : 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
        },
      }}
    >
      <Box
        role="toolbar"
        aria-label={t('rte.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, bgcolor: 'action.hover' }}
      >
        {tools.map((tool) => (
          <ToolButton key={tool.label} label={tool.label} active={tool.active} onClick={tool.run}>
            {tool.icon}
          </ToolButton>
        ))}
        <ToolButton label={t('rte.link')} active={editor.isActive('link')} onClick={() => setLinkOpen(true)}>
          <InsertLinkOutlined />
        </ToolButton>
      </Box>
      <Divider />
      <Box
        sx={{
          '& .ProseMirror': { minHeight: 220, p: 2, outline: 'none', lineHeight: 1.7 },
          '& .ProseMirror p': { mt: 0, mb: 1.5 },
          '& .ProseMirror ul, & .ProseMirror ol': { paddingInlineStart: 3 },
          '& .ProseMirror h2, & .ProseMirror h3': { fontSize: 17, mb: 1 },
          '& .ProseMirror a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </Box>
  );
}
