import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Grid, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanySelector } from './company-selector.tsx';
import { CompanyStatusAlert } from './company-status-alert.tsx';
import { employerAccountKeys, fetchCompanyAccount, registerCompany, updateCompany } from './employer-account-api.ts';
import { EmployerPageFrame, ErrorBlock, LoadingBlock } from './employer-page-frame.tsx';
import { TeamSection } from './team-section.tsx';
import { useSelectedCompany } from './use-selected-company.ts';

/** /employer/company: edit the company, see its review, manage the people and invitations. */
export default function CompanyEditPage() {
  const { t } = useTranslation('employerAccount');
  const queryClient = useQueryClient();
  const { companies, list, selected, select } = useSelectedCompany();
  const [notice, setNotice] = useState<string | null>(null);
  const account = useQuery({
    queryKey: employerAccountKeys.account(selected?.id ?? ''),
    queryFn: () => fetchCompanyAccount(selected!.id),
    enabled: Boolean(selected),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: employerAccountKeys.all });

  let body: React.ReactNode;
  if (companies.isPending || (selected && account.isPending)) {
    body = <LoadingBlock text={t('loading')} />;
  } else if (companies.isError || account.isError) {
    body = <ErrorBlock text={t('loadError')} retryLabel={t('retry')} onRetry={() => void refresh()} />;
  } else if (!selected || !account.data) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 820 }}>
        <Typography variant="h2" sx={{ fontSize: 22 }}>
          {t('company.createTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('company.createText')}
        </Typography>
        <CompanyForm
          ariaLabel={t('company.createTitle')}
          submitLabel={t('signUp.submitCompany')}
          submittingLabel={t('signUp.submittingCompany')}
          onSubmit={async (values) => {
            const created = await registerCompany(values);
            await refresh();
            select(created.id);
          }}
        />
      </Paper>
    );
  } else {
    const a = account.data;
    body = (
      <Grid container spacing={3}>
        <Grid size={12}>
          <CompanyStatusAlert status={a.status} reason={a.reviewReason} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="details-heading"
            sx={{ p: { xs: 2.5, md: 3 } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Typography id="details-heading" variant="h2" sx={{ fontSize: 20, flex: 1 }}>
                {t('company.detailsHeading')}
              </Typography>
              <Chip
                size="small"
                label={t(`status.${a.status as 'pending' | 'approved' | 'rejected'}`)}
                color={a.status === 'approved' ? 'success' : a.status === 'rejected' ? 'warning' : 'default'}
              />
              {a.company.licenseVerified && (
                <Chip size="small" color="success" variant="outlined" label={t('status.licenceVerified')} />
              )}
            </Stack>
            <CompanyForm
              key={a.company.id}
              initial={a.company}
              ariaLabel={t('company.detailsHeading')}
              submitLabel={t('company.save')}
              submittingLabel={t('company.saving')}
              onSubmit={async (values) => {
                await updateCompany({ id: a.company.id, ...values });
                setNotice(t('saved'));
                await refresh();
              }}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <TeamSection account={a} onNotice={setNotice} />
        </Grid>
      </Grid>
    );
  }

  return (
    <EmployerPageFrame
      title={t('company.title')}
      subtitle={t('company.subtitle')}
      actions={
        <>
          <CompanySelector list={list} value={selected?.id} onChange={select} />
          {selected?.status === 'approved' && (
            <Button
              component={Link}
              to={`/company/${selected.id}`}
              variant="contained"
              color="secondary"
              endIcon={<OpenInNew />}
            >
              {t('company.viewPublic')}
            </Button>
          )}
        </>
      }
    >
      <Box>{body}</Box>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </EmployerPageFrame>
  );
}
