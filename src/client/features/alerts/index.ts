// The alerts feature's public surface: other features import from this file only, never from its other files.
export { CreateAlertButton } from './create-alert-button.tsx';
