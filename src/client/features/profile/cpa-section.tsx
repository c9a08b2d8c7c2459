import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { useClaimCpa, type License, type Profile } from './profile-api.ts';
import { SectionCard } from './section-card.tsx';
import { useMessage } from '../../i18n/use-message.ts';

/** CPA status is claimed with a license and confirmed by staff; this shows where the claim stands. */
export function CpaSection({ profile, onClaimed }: { profile: Profile; onClaimed(): void }) {
  const { t } = useTranslation('profile');
  const translate = useMessage();
  const claim = useClaimCpa(profile.id);
  const candidates = profile.licenses;
  const [chosen, setChosen] = useState('');
  const licenseId = chosen || profile.cpaLicense?.id || candidates[0]?.id || '';
  const status = profile.cpaStatus;
  const canClaim = status !== 'confirmed' && candidates.length > 0;
  const label = (l: License) => [l.name, l.number, l.organization].filter(Boolean).join(' — ');
  // The server refuses a claim on a license without its issuing body and number; say so before.
  const chosenLicense = candidates.find((l) => l.id === licenseId);
  const incomplete = Boolean(chosenLicense && (!chosenLicense.organization?.trim() || !chosenLicense.number?.trim()));

  return (
    <SectionCard id="cpa-title" title={t('cpa.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('cpa.explain')}</Typography>
        {status !== 'confirmed' && <Typography color="text.secondary">{t('cpa.requirements')}</Typography>}
        {status === 'claimed' && <Alert severity="info">{t('cpa.claimed')}</Alert>}
        {status === 'confirmed' && <Alert severity="success">{t('cpa.confirmed')}</Alert>}
        {status === 'rejected' && (
          <Alert severity="warning">
            {t('cpa.rejected')}
            {profile.cpaReviewNote && (
              <Typography sx={{ mt: 1, fontStyle: 'italic' }}>
                {t('cpa.staffNote', { note: profile.cpaReviewNote })}
              </Typography>
            )}
          </Alert>
        )}
        {profile.cpaLicense && status !== 'none' && (
          <Typography variant="body2">{t('cpa.claimedWith', { license: label(profile.cpaLicense) })}</Typography>
        )}
        {status !== 'confirmed' && candidates.length === 0 && <Alert severity="info">{t('cpa.noLicense')}</Alert>}
        {canClaim && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              id="cpa-license"
              select
              label={t('cpa.license')}
              value={licenseId}
              onChange={(e) => setChosen(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: { sm: 320 }, flex: 1 }}
            >
              {candidates.map((l) => (
                <option key={l.id} value={l.id}>
                  {label(l)}
                </option>
              ))}
            </TextField>
            <Button
              variant="contained"
              sx={{ py: 1.75, whiteSpace: 'nowrap' }}
              disabled={claim.isPending || !licenseId || incomplete}
              onClick={() => void claim.mutateAsync(licenseId).then(onClaimed, () => undefined)}
            >
              {claim.isPending ? t('cpa.claiming') : t('cpa.claim')}
            </Button>
          </Stack>
        )}
        {canClaim && incomplete && <Alert severity="warning">{t('cpa.missingDetails')}</Alert>}
        {claim.error && <FormError message={translate(claim.error.message)} />}
      </Stack>
    </SectionCard>
  );
}
