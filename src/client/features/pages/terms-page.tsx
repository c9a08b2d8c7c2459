import { useTranslation } from 'react-i18next';
import { PageContainer, PageSection } from './page-container.tsx';

const SECTIONS = ['account', 'content', 'cpa', 'moderation', 'liability'] as const;

export default function TermsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageContainer title={t('terms.title')} subtitle={t('terms.updated')}>
      {SECTIONS.map((s) => (
        <PageSection key={s} title={t(`terms.sections.${s}Title`)}>
          {t(`terms.sections.${s}`)}
        </PageSection>
      ))}
    </PageContainer>
  );
}
