import { MAIL_LABELS } from '../../../../domain/mailbox-schemas.ts';

/** A label's colour (SPEC mailbox_label.color). */
export const labelColor = (slug: string) => MAIL_LABELS.find((l) => l.slug === slug)?.color ?? '#757575';
