import { Avatar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Up to two initials of a name, in any script (first and last word). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? [...words[0]][0] : '';
  const last = words.length > 1 ? [...words[words.length - 1]!][0] : '';
  return `${first ?? ''}${last ?? ''}`.toLocaleUpperCase();
}

/**
 * The candidate's photo when they gave one, else their initials on a colour derived from the
 * name (also when the photo fails to load). The photo's alt text names them; initials are
 * decoration beside the name that is always written next to it.
 */
export function ApplicantAvatar({ name, photo, size = 40 }: { name: string; photo?: string | null; size?: number }) {
  const { t } = useTranslation('applicants');
  const [broken, setBroken] = useState<string | null>(null);
  const hue = [...name].reduce((h, c) => (h * 31 + (c.codePointAt(0) ?? 0)) % 360, 11);
  const shown = photo && broken !== photo ? photo : undefined;
  return (
    <Avatar
      src={shown}
      alt={shown ? t('photoOf', { name }) : undefined}
      slotProps={{ img: { onError: () => setBroken(photo ?? null), referrerPolicy: 'no-referrer' } }}
      // Dark enough for white initials at any hue (WCAG AA contrast).
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        color: '#fff',
        bgcolor: `hsl(${hue} 45% 26%)`,
      }}
      aria-hidden={shown ? undefined : true}
      data-testid={shown ? 'applicant-photo' : 'applicant-initials'}
    >
      <bdi>{initialsOf(name)}</bdi>
    </Avatar>
  );
}
