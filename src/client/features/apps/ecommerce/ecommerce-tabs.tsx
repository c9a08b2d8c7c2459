import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';

/** The shop's two lists, products and orders, as tabs under the page band. */
export function EcommerceTabs({ value }: { value: 'products' | 'orders' }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Tabs value={value} aria-label={t('tabs.label')} sx={{ mb: 2 }}>
      <Tab value="products" label={t('tabs.products')} component={Link} to={clientPaths.appsEcommerceProducts} />
      <Tab value="orders" label={t('tabs.orders')} component={Link} to={clientPaths.appsEcommerceOrders} />
    </Tabs>
  );
}
