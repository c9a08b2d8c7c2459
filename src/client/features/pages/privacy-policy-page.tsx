import { useTranslation } from 'react-i18next';
import { PageContainer, PageSection } from './page-container.tsx';

const SECTIONS = ['collect', 'use', 'share', 'rights', 'marketing'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('pages');
  return (
    <PageContainer title={t('privacy.title')} subtitle={t('privacy.updated')}>
      {SECTIONS.map((s) => (
        <PageSection key={s} title={t(`privacy.sections.${s}Title`)}>
          {t(`privacy.sections.${s}`)}
        </PageSection>
      ))}
    </PageContainer>
  );
}
