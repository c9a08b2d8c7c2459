import { Box, styled } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../lib/ssr/use-hydrated.ts';
import { monogramColour, monogramInitials } from './company-monogram.ts';

// A plain <img> (Box would take width and height as styles, not as the image's attributes).
const LogoImage = styled('img')(({ theme }) => ({
  flexShrink: 0,
  objectFit: 'contain',
  backgroundColor: '#fff',
  border: `1px solid ${theme.palette.divider}`,
  display: 'block',
}));

/**
 * The company's logo on a white tile, or, without one (or when it fails to load), its monogram:
 * its initials on a colour derived from its name, in the same rounded square, so a list of
 * companies reads as a set of marks and not as the same letter box repeated. While a logo loads
 * (further down a list, or on a slow line) its monogram stands in for it, not an empty tile.
 */
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
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  // A logo that arrived before the page came alive (server rendering) fired its load already.
  const seeLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoaded(img.getAttribute('src'));
    },
    [setLoaded],
  );
  const radius = `${Math.round(size * 0.22)}px`;
  // Until the page is live (server rendering, a browser without scripts) the logo shows on its
  // white tile as it arrives: nothing would take the monogram away again.
  const live = useHydrated();
  if (logo && failed !== logo) {
    const waiting = live && loaded !== logo;
    return (
      <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
        {waiting && <Monogram name={name} size={size} radius={radius} testId="company-logo-placeholder" />}
        <LogoImage
          ref={seeLoaded}
          src={logo}
          // Sized in the HTML (no shift when it arrives); the logos further down a list wait until scrolled near.
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          alt={t('companyAvatar.logo', { company: name })}
          onLoad={() => setLoaded(logo)}
          onError={() => setFailed(logo)}
          data-testid="company-logo"
          // Hidden over its monogram until it has arrived, then shown whole on its white tile.
          style={{ borderRadius: radius, position: 'absolute', inset: 0, opacity: waiting ? 0 : 1 }}
        />
      </Box>
    );
  }
  return <Monogram name={name} size={size} radius={radius} testId="company-monogram" />;
}

function Monogram({ name, size, radius, testId }: { name: string; size: number; radius: string; testId: string }) {
  const initials = monogramInitials(name);
  const colour = monogramColour(name);
  return (
    <Box
      aria-hidden
      data-testid={testId}
      sx={{
        width: size,
        height: size,
        borderRadius: radius,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: colour,
        // A soft light from the top corner and a fine inner edge give the mark some depth.
        backgroundImage: 'linear-gradient(135deg, rgba(255,255,255,0.14), rgba(255,255,255,0) 60%)',
        boxShadow: 'inset 0 0 0 1px rgba(255,255,255,0.18)',
        color: '#fff',
        fontWeight: 700,
        fontSize: Math.round(size * (initials.length > 1 ? 0.36 : 0.44)),
        letterSpacing: initials.length > 1 ? '0.02em' : 0,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {/* The initials keep their own direction (two Arabic letters read right to left in any page). */}
      <bdi dir="auto">{initials}</bdi>
    </Box>
  );
}
