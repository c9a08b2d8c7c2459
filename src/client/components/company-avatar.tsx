import { Avatar } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The company's logo, or its initial on a colour derived from its name when it has none. */
export function CompanyAvatar({
  name,
  logo,
  size = 48,
}: {
  name: string;
  logo: string | null | undefined;
  size?: number;
}) {
  const { t } = useTranslation('components');
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <Avatar
      src={logo ?? undefined}
      alt={logo ? t('companyAvatar.logo', { company: name }) : undefined}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 700,
        bgcolor: `hsl(${hue} 45% 32%)`,
        color: '#fff',
      }}
      aria-hidden={logo ? undefined : true}
    >
      {name.trim().charAt(0).toLocaleUpperCase()}
    </Avatar>
  );
}
