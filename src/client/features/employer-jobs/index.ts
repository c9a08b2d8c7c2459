// The employer jobs feature's public surface: other features import from this file only.
export { default as RichTextEditor } from './rich-text-editor.tsx';
