// The home and about pages' editable text, one row per language (JobSeekerContent).
import type { InferInsertModel } from 'drizzle-orm';
import type { jobSeekerContents } from '../db/schema/index.ts';

export type ContentSeed = Omit<InferInsertModel<typeof jobSeekerContents>, 'createdAt' | 'updatedAt'>;

const BANNER_IMAGE = '/images/banner.svg';

export const CONTENTS: readonly ContentSeed[] = [
  {
    id: 'home-en',
    language: 'en',
    bannerTitle: 'Find your next role in accounting and finance',
    bannerImage: BANNER_IMAGE,
    aboutUs: [
      'CPA Careers is the career portal of our professional body of certified public accountants. It brings ' +
        'together members, students and employers who value professional standards in accounting, audit, tax and finance.',
      'Job seekers can build one profile with their work history, education and licenses, save the jobs they like ' +
        'and apply in a few clicks. Members whose CPA license has been confirmed by our staff stand out to employers, ' +
        'and jobs that require the license are clearly marked.',
      'Employers - from small practices to banks, manufacturers, public bodies and charities - publish their ' +
        'openings, review applications and keep in touch with candidates in one place. Every company is checked by ' +
        'our team before its jobs go live.',
      'The portal is free for job seekers and is available in English, Turkish and Arabic. If you have a question, ' +
        'our member services team is happy to help.',
    ].join('\n\n'),
  },
  {
    id: 'home-tr',
    language: 'tr',
    bannerTitle: 'Muhasebe ve finans alanında bir sonraki işinizi bulun',
    bannerImage: BANNER_IMAGE,
    aboutUs: [
      'CPA Careers, serbest muhasebeci mali müşavirler ve denetçilerden oluşan meslek kuruluşumuzun kariyer ' +
        'portalıdır. Muhasebe, denetim, vergi ve finans alanında mesleki standartlara önem veren üyeleri, ' +
        'öğrencileri ve işverenleri bir araya getirir.',
      'İş arayanlar iş deneyimlerini, eğitim bilgilerini ve ruhsatlarını tek bir profilde toplayabilir, ' +
        'beğendikleri ilanları kaydedebilir ve birkaç tıklamayla başvurabilir. CPA ruhsatı ekibimizce onaylanan ' +
        'üyeler işverenlerin dikkatini çeker; ruhsat gerektiren ilanlar açıkça belirtilir.',
      'Küçük bürolardan bankalara, üreticilerden kamu kurumlarına ve vakıflara kadar tüm işverenler ilanlarını ' +
        'yayımlayabilir, başvuruları değerlendirebilir ve adaylarla tek bir yerden iletişim kurabilir. Her şirket, ' +
        'ilanları yayına girmeden önce ekibimiz tarafından incelenir.',
      'Portal iş arayanlar için ücretsizdir ve Türkçe, İngilizce ve Arapça olarak kullanılabilir. Sorularınız ' +
        'için üye hizmetleri ekibimiz size yardımcı olmaktan memnuniyet duyar.',
    ].join('\n\n'),
  },
  {
    id: 'home-ar',
    language: 'ar',
    bannerTitle: 'ابحث عن وظيفتك التالية في المحاسبة والمالية',
    bannerImage: BANNER_IMAGE,
    aboutUs: [
      'CPA Careers هي بوابة التوظيف التابعة لهيئتنا المهنية للمحاسبين القانونيين المعتمدين. تجمع البوابة ' +
        'الأعضاء والطلاب وأصحاب العمل الذين يقدّرون المعايير المهنية في المحاسبة والتدقيق والضرائب والمالية.',
      'يمكن للباحثين عن عمل إنشاء ملف شخصي واحد يضم خبراتهم العملية ومؤهلاتهم العلمية وتراخيصهم، وحفظ ' +
        'الوظائف التي تعجبهم والتقديم عليها ببضع نقرات. ويبرز الأعضاء الذين أكد فريقنا حصولهم على ترخيص CPA ' +
        'أمام أصحاب العمل، كما تُميَّز الوظائف التي تشترط الترخيص بوضوح.',
      'يستطيع أصحاب العمل - من المكاتب الصغيرة إلى البنوك والمصانع والجهات الحكومية والجمعيات الخيرية - نشر ' +
        'وظائفهم ومراجعة الطلبات والتواصل مع المرشحين في مكان واحد. ويراجع فريقنا كل شركة قبل نشر وظائفها.',
      'البوابة مجانية للباحثين عن عمل ومتاحة باللغات العربية والإنجليزية والتركية. إذا كان لديك أي استفسار، ' +
        'فإن فريق خدمات الأعضاء يسعده مساعدتك.',
    ].join('\n\n'),
  },
];
