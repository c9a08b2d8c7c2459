// What other features use of the employer's job screens: the rich-text editor (the mailbox composes with it).
export { default as RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';
