import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { orderStatusOf } from '../../../../domain/ecommerce-schemas.ts';

/** An order status in its colour (SPEC section 4), named in the reader's language. */
export function OrderStatusChip({ slug }: { slug: string }) {
  const { t } = useTranslation('ecommerce');
  const status = orderStatusOf(slug);
  return (
    <Chip
      size="small"
      label={t(`statuses.${status.slug}`)}
      sx={{ bgcolor: status.color, color: '#fff', fontWeight: 600 }}
    />
  );
}
