// The words demo job ads are written with, in English, Turkish and Arabic. Descriptions are
// simple HTML limited to <p>, <ul>, <li> and <strong>; every inserted value is escaped.
import type { ExperienceLevel, Language } from '../../domain/enums.ts';
import type { RoleFamily } from './job-catalog.ts';

export interface IntroValues {
  /** Already HTML-escaped. */
  company: string;
  /** Already HTML-escaped. */
  position: string;
  /** Already HTML-escaped, in the ad's language. */
  city: string;
}

export interface JobTexts {
  intros: readonly ((v: IntroValues) => string)[];
  responsibilitiesHeading: string;
  offerHeading: string;
  responsibilities: Record<RoleFamily, readonly string[]>;
  benefits: readonly string[];
  remoteNote: string;
  internshipNote: string;
  volunteerNote: string;
  closing: string;
  requirements: Record<RoleFamily, readonly string[]>;
  cpaRequired: string;
  cpaAdvantage: string;
  education: Record<ExperienceLevel, string>;
  experience: (years: { min: number; max: number | null }) => string;
  familyKeywords: Record<RoleFamily, readonly string[]>;
  /** City names as written in this language (falls back to the English name). */
  cities: Readonly<Record<string, string>>;
}

const en: JobTexts = {
  intros: [
    (v) =>
      `<strong>${v.company}</strong> is hiring a ${v.position} in ${v.city}. You will join a friendly finance team that values accuracy, integrity and continuous learning.`,
    (v) =>
      `Join <strong>${v.company}</strong> as a ${v.position}. This is an opportunity to grow your career with an employer that invests in professional qualifications and development.`,
    (v) =>
      `We are looking for a motivated ${v.position} to strengthen our team in ${v.city}. At <strong>${v.company}</strong> you will work on varied, challenging assignments alongside experienced colleagues.`,
  ],
  responsibilitiesHeading: 'Responsibilities',
  offerHeading: 'What we offer',
  responsibilities: {
    accounting: [
      'Prepare journal entries, accruals and prepayments for the monthly close.',
      'Reconcile bank, balance sheet and intercompany accounts and clear open items.',
      'Maintain the general ledger and the fixed asset register.',
      'Prepare management accounts and explain movements against budget.',
      'Support the year-end audit with schedules and supporting documents.',
      'Improve accounting processes and controls in our ERP system.',
    ],
    audit: [
      'Plan and perform audit procedures on revenue, inventory and payables.',
      'Test the design and operating effectiveness of internal controls.',
      "Document working papers in line with auditing standards and the firm's methodology.",
      'Discuss findings with client finance teams and draft management letter points.',
      'Assess fraud risk and run data analytics over full populations.',
      'Coach junior team members and review their work.',
    ],
    tax: [
      'Prepare and review corporate income tax returns and tax provisions.',
      'Manage VAT and withholding tax filings and reconciliations.',
      'Research tax legislation and write clear memos on its impact.',
      'Support transfer pricing documentation and tax audits.',
      'Advise business teams on the tax effects of new transactions.',
      'Keep the tax compliance calendar and meet every filing deadline.',
    ],
    finance: [
      'Build and maintain financial models for budgets and rolling forecasts.',
      'Analyse monthly results and explain variances to business leaders.',
      'Prepare board and management reporting packs.',
      'Monitor cash flow, liquidity and working capital.',
      'Evaluate investment cases and pricing decisions.',
      'Automate reporting with Power BI and the finance data warehouse.',
    ],
    banking: [
      'Analyse the financial statements and cash flows of corporate borrowers.',
      'Prepare credit proposals and monitor covenants.',
      'Reconcile nostro, suspense and customer accounts every day.',
      'Prepare regulatory returns for the central bank on time.',
      'Work with risk and operations teams to resolve breaks and exceptions.',
      'Apply the IFRS 9 expected credit loss methodology.',
    ],
    payroll: [
      'Run the monthly payroll accurately and on time.',
      'Calculate income tax, social security and benefit deductions.',
      'Reconcile payroll to the general ledger and file statutory returns.',
      'Answer employee payroll questions with care and confidentiality.',
      'Maintain payroll master data and audit trails.',
      'Improve payroll controls and employee self-service.',
    ],
    risk: [
      'Identify, assess and monitor financial and operational risks.',
      'Maintain the risk register and key risk indicators.',
      'Review compliance with regulations and internal policies.',
      'Carry out know-your-customer and anti-money laundering reviews.',
      'Report risk exposures to senior management and committees.',
      'Deliver compliance training across the business.',
    ],
    leadership: [
      'Lead the finance function and develop a team of accountants and analysts.',
      'Own statutory and management reporting and the external audit relationship.',
      'Set budgets and long-term financial plans with the executive team.',
      'Strengthen internal controls, policies and governance.',
      'Manage banking relationships, funding and cash.',
      'Act as a trusted adviser to the chief executive and the board.',
    ],
  },
  benefits: [
    'Competitive salary and an annual performance bonus.',
    'Private health insurance for you and your family.',
    'Paid study leave and exam fees for CPA, ACCA or CMA qualifications.',
    'Hybrid working with up to two days a week from home.',
    '25 days of annual leave plus public holidays.',
    'A clear career path with mentoring from senior partners.',
    'A pension plan with employer contributions.',
  ],
  remoteNote: 'This is a fully remote position; occasional travel to our office may be required.',
  internshipNote:
    'This internship is ideal for students and recent graduates who want practical experience before their professional exams.',
  volunteerNote: 'This is an unpaid volunteer role of a few hours a month; reasonable expenses are reimbursed.',
  closing: 'To apply, send us your CV and a short cover letter. We welcome applications from all qualified candidates.',
  requirements: {
    accounting: [
      'Solid knowledge of double-entry bookkeeping and IFRS or US GAAP.',
      'Advanced Excel skills; experience with SAP, Oracle or NetSuite is a plus.',
      'Strong attention to detail and the ability to meet close deadlines.',
    ],
    audit: [
      'Knowledge of International Standards on Auditing and internal control frameworks.',
      'An analytical mindset and professional scepticism.',
      'Willingness to travel to client sites.',
    ],
    tax: [
      'Good knowledge of corporate tax and VAT legislation.',
      'Experience with tax compliance software.',
      'Clear written communication for tax memos.',
    ],
    finance: [
      'Strong financial modelling skills in Excel.',
      'Experience with BI tools such as Power BI or Tableau.',
      'The ability to present numbers clearly to non-finance colleagues.',
    ],
    banking: [
      'Understanding of banking products and credit risk.',
      'Knowledge of IFRS 9 and the Basel framework.',
      'Accuracy under daily deadlines.',
    ],
    payroll: [
      'Up-to-date knowledge of payroll legislation and social security rules.',
      'Hands-on experience with a payroll system.',
      'Discretion with confidential information.',
    ],
    risk: [
      'Knowledge of regulatory and anti-money laundering requirements.',
      'Good judgement and strong report writing.',
      'A relevant certification such as CIA, CAMS or FRM is an advantage.',
    ],
    leadership: [
      'Proven leadership of finance teams.',
      'A track record in statutory reporting and audits.',
      'Strategic thinking and excellent communication with boards.',
    ],
  },
  cpaRequired: 'An active CPA license (or an equivalent such as ACCA) is required.',
  cpaAdvantage: 'Progress towards the CPA, ACCA or a similar qualification is an advantage.',
  education: {
    entry: "Bachelor's degree in Accounting, Finance or Economics (final-year students are welcome).",
    associate: "Bachelor's degree in Accounting, Finance or a related field.",
    mid: "Bachelor's degree in Accounting, Finance or a related field.",
    senior: "Bachelor's degree in Accounting or Finance; a master's degree is an advantage.",
    director: "Bachelor's degree in Accounting or Finance; an MBA or master's degree is preferred.",
    executive: "Bachelor's degree in Accounting or Finance; an MBA or master's degree is preferred.",
  },
  experience: ({ min, max }) =>
    min === 0
      ? '0-1 years of experience; internships count.'
      : max === null
        ? `${min}+ years of relevant experience, including leading teams.`
        : `${min}-${max} years of relevant experience.`,
  familyKeywords: {
    accounting: ['Accounting', 'Bookkeeping'],
    audit: ['Audit', 'Assurance'],
    tax: ['Tax', 'Compliance'],
    finance: ['Finance', 'Analysis'],
    banking: ['Banking', 'Credit'],
    payroll: ['Payroll', 'HR'],
    risk: ['Risk', 'Compliance'],
    leadership: ['Leadership', 'Finance'],
  },
  cities: {},
};

const tr: JobTexts = {
  intros: [
    (v) =>
      `<strong>${v.company}</strong>, ${v.city} ofisinde görev alacak bir ${v.position} arıyor. Doğruluğa, dürüstlüğe ve sürekli öğrenmeye önem veren bir finans ekibine katılacaksınız.`,
    (v) =>
      `<strong>${v.company}</strong> bünyesinde ${v.position} olarak kariyerinize yön verin. Mesleki sınavlarınızı ve gelişiminizi destekleyen bir işverenle büyüme fırsatı sizi bekliyor.`,
    (v) =>
      `${v.city} ekibimizi güçlendirmek için motive bir ${v.position} arıyoruz. <strong>${v.company}</strong> bünyesinde deneyimli meslektaşlarınızla birlikte çeşitli ve zorlu projelerde çalışacaksınız.`,
  ],
  responsibilitiesHeading: 'Sorumluluklar',
  offerHeading: 'Sunduklarımız',
  responsibilities: {
    accounting: [
      'Aylık kapanış için yevmiye kayıtlarını, tahakkukları ve peşin ödenmiş giderleri hazırlamak.',
      'Banka, bilanço ve şirketler arası hesapların mutabakatını yapmak ve açık kalemleri kapatmak.',
      'Büyük defteri ve sabit kıymet kayıtlarını güncel tutmak.',
      'Yönetim raporlarını hazırlamak ve bütçeden sapmaları açıklamak.',
      'Yıl sonu bağımsız denetimine gerekli analiz ve belgelerle destek olmak.',
      'ERP sistemimizdeki muhasebe süreçlerini ve kontrollerini geliştirmek.',
    ],
    audit: [
      'Hasılat, stok ve ticari borçlar üzerinde denetim prosedürlerini planlamak ve uygulamak.',
      'İç kontrollerin tasarımını ve işleyişini test etmek.',
      'Çalışma kağıtlarını denetim standartlarına ve firma metodolojisine uygun olarak belgelemek.',
      'Bulguları müşteri finans ekipleriyle görüşmek ve yönetim mektubu maddelerini hazırlamak.',
      'Hile riskini değerlendirmek ve tüm veri kümesi üzerinde veri analitiği uygulamak.',
      'Ekibe yeni katılan denetçilere rehberlik etmek ve çalışmalarını gözden geçirmek.',
    ],
    tax: [
      'Kurumlar vergisi beyannamelerini ve vergi karşılıklarını hazırlamak ve kontrol etmek.',
      'KDV ve muhtasar beyannamelerini ve mutabakatlarını yönetmek.',
      'Vergi mevzuatını takip etmek ve etkilerini açık notlarla raporlamak.',
      'Transfer fiyatlandırması dokümantasyonuna ve vergi incelemelerine destek olmak.',
      'İş birimlerine yeni işlemlerin vergisel etkileri konusunda danışmanlık vermek.',
      'Vergi takvimini yönetmek ve tüm beyan sürelerine uymak.',
    ],
    finance: [
      'Bütçe ve dönemsel tahminler için finansal modeller kurmak ve güncellemek.',
      'Aylık sonuçları analiz etmek ve sapmaları yöneticilere açıklamak.',
      'Yönetim kurulu ve üst yönetim raporlarını hazırlamak.',
      'Nakit akışını, likiditeyi ve işletme sermayesini izlemek.',
      'Yatırım projelerini ve fiyatlandırma kararlarını değerlendirmek.',
      'Raporlamayı Power BI ve finans veri ambarı ile otomatikleştirmek.',
    ],
    banking: [
      'Kurumsal kredi müşterilerinin mali tablolarını ve nakit akışlarını analiz etmek.',
      'Kredi tekliflerini hazırlamak ve sözleşme koşullarını izlemek.',
      'Muhabir, askı ve müşteri hesaplarının günlük mutabakatını yapmak.',
      'Düzenleyici kurumlara sunulan yasal raporları zamanında hazırlamak.',
      'Risk ve operasyon ekipleriyle birlikte farkları ve istisnaları çözmek.',
      'TFRS 9 beklenen kredi zararı metodolojisini uygulamak.',
    ],
    payroll: [
      'Aylık bordroyu doğru ve zamanında hazırlamak.',
      'Gelir vergisi, SGK primi ve yan hak kesintilerini hesaplamak.',
      'Bordroyu büyük defterle mutabakat etmek ve yasal bildirgeleri vermek.',
      'Çalışanların bordro sorularını özenle ve gizlilik içinde yanıtlamak.',
      'Bordro ana verilerini ve denetim izlerini güncel tutmak.',
      'Bordro kontrollerini ve çalışan self servis süreçlerini iyileştirmek.',
    ],
    risk: [
      'Finansal ve operasyonel riskleri belirlemek, değerlendirmek ve izlemek.',
      'Risk envanterini ve temel risk göstergelerini güncel tutmak.',
      'Mevzuata ve şirket politikalarına uyumu gözden geçirmek.',
      'Müşterini tanı (KYC) ve suç gelirlerinin aklanmasının önlenmesi kontrollerini yürütmek.',
      'Risk maruziyetlerini üst yönetime ve komitelere raporlamak.',
      'Şirket genelinde uyum eğitimleri vermek.',
    ],
    leadership: [
      'Finans fonksiyonunu yönetmek ve muhasebeciler ile analistlerden oluşan ekibi geliştirmek.',
      'Yasal ve yönetsel raporlamadan ve bağımsız denetim ilişkisinden sorumlu olmak.',
      'Üst yönetimle birlikte bütçeleri ve uzun vadeli finansal planları belirlemek.',
      'İç kontrolleri, politikaları ve kurumsal yönetimi güçlendirmek.',
      'Banka ilişkilerini, finansmanı ve nakit yönetimini yürütmek.',
      'Genel müdüre ve yönetim kuruluna güvenilir bir danışman olmak.',
    ],
  },
  benefits: [
    'Rekabetçi maaş ve yıllık performans primi.',
    'Size ve ailenize özel sağlık sigortası.',
    'SMMM, YMM veya ACCA sınavları için ücretli eğitim izni ve sınav ücreti desteği.',
    'Haftada iki güne kadar evden çalışma imkânı.',
    'Yemek kartı ve servis imkânı.',
    'Kıdemli ortakların mentorluğunda net bir kariyer yolu.',
    'Bireysel emeklilik sistemine işveren katkısı.',
  ],
  remoteNote: 'Bu pozisyon tamamen uzaktan çalışmaya uygundur; zaman zaman ofis ziyareti gerekebilir.',
  internshipNote:
    'Bu staj programı, mesleki sınavlara hazırlanan öğrenciler ve yeni mezun muhasebeciler için uygulamalı deneyim kazanma fırsatıdır.',
  volunteerNote: 'Bu, ayda birkaç saat ayrılması beklenen ücretsiz bir gönüllü görevdir; makul masraflar karşılanır.',
  closing:
    'Başvurmak için özgeçmişinizi ve kısa bir ön yazı gönderin. Nitelikli tüm adayların başvurularını bekliyoruz.',
  requirements: {
    accounting: [
      'Çift taraflı kayıt sistemi, TFRS ve Tek Düzen Hesap Planı konusunda sağlam bilgi.',
      'İleri düzey Excel; Logo, Mikro veya SAP deneyimi tercih sebebidir.',
      'Detaylara dikkat ve kapanış takvimine uyum.',
    ],
    audit: [
      'Bağımsız denetim standartları ve iç kontrol çerçeveleri hakkında bilgi.',
      'Analitik düşünme ve mesleki şüphecilik.',
      'Müşteri ziyaretleri için seyahat engeli olmamak.',
    ],
    tax: [
      'Kurumlar vergisi ve KDV mevzuatına hâkimiyet.',
      'e-Beyanname ve e-Defter uygulamalarında deneyim.',
      'Açık ve düzenli yazılı iletişim.',
    ],
    finance: [
      'Excel ile güçlü finansal modelleme becerisi.',
      'Power BI veya benzeri raporlama araçlarında deneyim.',
      'Sayıları finans dışı ekiplere anlaşılır biçimde sunabilme.',
    ],
    banking: [
      'Bankacılık ürünleri ve kredi riski konusunda bilgi.',
      'TFRS 9 ve BDDK düzenlemelerine aşinalık.',
      'Günlük kesin sürelerde hatasız çalışabilme.',
    ],
    payroll: [
      'Güncel iş ve sosyal güvenlik mevzuatı bilgisi.',
      'Bir bordro yazılımında uygulamalı deneyim.',
      'Gizli bilgilere karşı özen.',
    ],
    risk: [
      'Düzenleyici gereklilikler ve MASAK yükümlülükleri hakkında bilgi.',
      'Sağlam muhakeme ve güçlü rapor yazımı.',
      'CIA, CAMS veya FRM gibi bir sertifika avantajdır.',
    ],
    leadership: [
      'Finans ekiplerini yönetme konusunda kanıtlanmış deneyim.',
      'Yasal raporlama ve denetim süreçlerinde başarılı geçmiş.',
      'Stratejik düşünme ve yönetim kurulu ile güçlü iletişim.',
    ],
  },
  cpaRequired: 'Geçerli SMMM ruhsatı (veya CPA, ACCA gibi eşdeğer bir yeterlilik) zorunludur.',
  cpaAdvantage: 'SMMM, CPA veya ACCA sürecine devam ediyor olmak tercih sebebidir.',
  education: {
    entry:
      'İşletme, İktisat, Maliye veya Muhasebe bölümlerinden lisans derecesi (son sınıf öğrencileri de başvurabilir).',
    associate: 'İşletme, İktisat veya Muhasebe alanında lisans derecesi.',
    mid: 'İşletme, İktisat veya Muhasebe alanında lisans derecesi.',
    senior: 'Muhasebe veya Finans alanında lisans derecesi; yüksek lisans tercih sebebidir.',
    director: 'Muhasebe veya Finans alanında lisans derecesi; MBA veya yüksek lisans tercih edilir.',
    executive: 'Muhasebe veya Finans alanında lisans derecesi; MBA veya yüksek lisans tercih edilir.',
  },
  experience: ({ min, max }) =>
    min === 0
      ? '0-1 yıl deneyim; staj deneyimleri de değerlendirilir.'
      : max === null
        ? `En az ${min} yıl ilgili deneyim ve ekip yönetimi tecrübesi.`
        : `${min}-${max} yıl ilgili deneyim.`,
  familyKeywords: {
    accounting: ['Muhasebe', 'Ön muhasebe'],
    audit: ['Denetim', 'Bağımsız denetim'],
    tax: ['Vergi', 'Beyanname'],
    finance: ['Finans', 'Analiz'],
    banking: ['Bankacılık', 'Kredi'],
    payroll: ['Bordro', 'İnsan kaynakları'],
    risk: ['Risk', 'Uyum'],
    leadership: ['Yönetim', 'Finans'],
  },
  cities: { Istanbul: 'İstanbul', Izmir: 'İzmir', Ankara: 'Ankara', Bursa: 'Bursa', Antalya: 'Antalya' },
};

const ar: JobTexts = {
  intros: [
    (v) =>
      `تبحث <strong>${v.company}</strong> عن ${v.position} للانضمام إلى فريقها في ${v.city}. ستعمل ضمن فريق مالي يقدّر الدقة والنزاهة والتعلّم المستمر.`,
    (v) =>
      `انضم إلى <strong>${v.company}</strong> بوظيفة ${v.position}. إنها فرصة لتطوير مسيرتك المهنية مع جهة عمل تستثمر في المؤهلات المهنية والتطوير.`,
    (v) =>
      `نبحث عن ${v.position} متحمس لتعزيز فريقنا في ${v.city}. في <strong>${v.company}</strong> ستعمل على مهام متنوعة ومليئة بالتحديات مع زملاء ذوي خبرة.`,
  ],
  responsibilitiesHeading: 'المسؤوليات',
  offerHeading: 'ما نقدمه',
  responsibilities: {
    accounting: [
      'إعداد قيود اليومية والمستحقات والمصروفات المدفوعة مقدماً للإقفال الشهري.',
      'إجراء تسويات الحسابات البنكية وحسابات الميزانية والحسابات بين الشركات ومعالجة البنود المعلقة.',
      'مسك دفتر الأستاذ العام وسجل الأصول الثابتة.',
      'إعداد التقارير الإدارية وتفسير الانحرافات عن الموازنة.',
      'دعم التدقيق السنوي بالجداول والمستندات المؤيدة.',
      'تحسين الإجراءات والضوابط المحاسبية في نظام تخطيط موارد المؤسسة.',
    ],
    audit: [
      'تخطيط وتنفيذ إجراءات التدقيق على الإيرادات والمخزون والذمم الدائنة.',
      'اختبار تصميم الضوابط الداخلية وفعالية تشغيلها.',
      'توثيق أوراق العمل وفق معايير التدقيق الدولية ومنهجية الشركة.',
      'مناقشة النتائج مع الفرق المالية لدى العملاء وصياغة ملاحظات خطاب الإدارة.',
      'تقييم مخاطر الاحتيال وتطبيق تحليلات البيانات على كامل المجتمع.',
      'توجيه أعضاء الفريق الجدد ومراجعة أعمالهم.',
    ],
    tax: [
      'إعداد ومراجعة إقرارات ضريبة الدخل على الشركات ومخصصات الضرائب.',
      'إدارة إقرارات ضريبة القيمة المضافة وضريبة الاستقطاع وتسوياتها.',
      'متابعة التشريعات الضريبية وكتابة مذكرات واضحة حول أثرها.',
      'دعم توثيق أسعار التحويل والفحوصات الضريبية.',
      'تقديم المشورة لفرق العمل حول الآثار الضريبية للمعاملات الجديدة.',
      'إدارة تقويم الالتزام الضريبي والوفاء بجميع المواعيد النهائية.',
    ],
    finance: [
      'بناء النماذج المالية للموازنات والتوقعات الدورية وتحديثها.',
      'تحليل النتائج الشهرية وتفسير الانحرافات لقادة الأعمال.',
      'إعداد تقارير مجلس الإدارة والإدارة العليا.',
      'مراقبة التدفقات النقدية والسيولة ورأس المال العامل.',
      'تقييم دراسات الجدوى الاستثمارية وقرارات التسعير.',
      'أتمتة التقارير باستخدام Power BI ومستودع البيانات المالية.',
    ],
    banking: [
      'تحليل القوائم المالية والتدفقات النقدية لعملاء الائتمان من الشركات.',
      'إعداد مقترحات الائتمان ومتابعة التعهدات.',
      'تسوية حسابات النوسترو والحسابات المعلقة وحسابات العملاء يومياً.',
      'إعداد التقارير الرقابية المقدمة إلى البنك المركزي في مواعيدها.',
      'التعاون مع فرق المخاطر والعمليات لمعالجة الفروقات والاستثناءات.',
      'تطبيق منهجية الخسائر الائتمانية المتوقعة وفق المعيار IFRS 9.',
    ],
    payroll: [
      'إعداد كشوف الرواتب الشهرية بدقة وفي موعدها.',
      'احتساب استقطاعات التأمينات الاجتماعية والمزايا.',
      'مطابقة الرواتب مع دفتر الأستاذ العام وتقديم الإقرارات النظامية.',
      'الرد على استفسارات الموظفين حول الرواتب بعناية وسرية.',
      'تحديث البيانات الأساسية للرواتب وسجلات التدقيق.',
      'تحسين ضوابط الرواتب وخدمات الموظفين الذاتية.',
    ],
    risk: [
      'تحديد المخاطر المالية والتشغيلية وتقييمها ومراقبتها.',
      'تحديث سجل المخاطر ومؤشرات المخاطر الرئيسية.',
      'مراجعة الالتزام باللوائح والسياسات الداخلية.',
      'تنفيذ مراجعات اعرف عميلك ومكافحة غسل الأموال.',
      'رفع تقارير التعرض للمخاطر إلى الإدارة العليا واللجان.',
      'تقديم برامج تدريبية حول الامتثال في مختلف الإدارات.',
    ],
    leadership: [
      'قيادة الإدارة المالية وتطوير فريق من المحاسبين والمحللين.',
      'الإشراف على التقارير النظامية والإدارية والعلاقة مع المدقق الخارجي.',
      'وضع الموازنات والخطط المالية طويلة الأجل مع الإدارة التنفيذية.',
      'تعزيز الضوابط الداخلية والسياسات والحوكمة.',
      'إدارة العلاقات المصرفية والتمويل والنقد.',
      'العمل مستشاراً موثوقاً للرئيس التنفيذي ومجلس الإدارة.',
    ],
  },
  benefits: [
    'راتب تنافسي ومكافأة أداء سنوية.',
    'تأمين صحي خاص لك ولعائلتك.',
    'إجازة دراسية مدفوعة ودعم رسوم اختبارات CPA أو ACCA أو SOCPA.',
    'بدل سكن ومواصلات.',
    'ثلاثون يوماً إجازة سنوية مدفوعة.',
    'مسار وظيفي واضح مع إرشاد من كبار الشركاء.',
    'تذكرة سفر سنوية.',
  ],
  remoteNote: 'هذه الوظيفة عن بُعد بالكامل، وقد يلزم الحضور إلى المكتب أحياناً.',
  internshipNote: 'برنامج التدريب هذا مثالي للطلاب وحديثي التخرج الراغبين في اكتساب خبرة عملية قبل الاختبارات المهنية.',
  volunteerNote: 'هذا دور تطوعي غير مدفوع الأجر يتطلب بضع ساعات شهرياً، ويتم تعويض المصروفات المعقولة.',
  closing: 'للتقديم، أرسل سيرتك الذاتية مع خطاب تعريفي قصير. نرحب بطلبات جميع المرشحين المؤهلين.',
  requirements: {
    accounting: [
      'معرفة جيدة بالقيد المزدوج والمعايير الدولية لإعداد التقارير المالية (IFRS).',
      'إجادة متقدمة لبرنامج Excel، ويفضل من لديه خبرة في SAP أو Oracle.',
      'الاهتمام بالتفاصيل والقدرة على الالتزام بمواعيد الإقفال.',
    ],
    audit: [
      'معرفة بمعايير التدقيق الدولية وأطر الرقابة الداخلية.',
      'تفكير تحليلي وشك مهني.',
      'الاستعداد للسفر إلى مواقع العملاء.',
    ],
    tax: [
      'معرفة جيدة بأنظمة ضريبة الدخل والزكاة وضريبة القيمة المضافة.',
      'خبرة في أنظمة الالتزام الضريبي والفوترة الإلكترونية.',
      'مهارات كتابة واضحة للمذكرات الضريبية.',
    ],
    finance: [
      'مهارات قوية في النمذجة المالية باستخدام Excel.',
      'خبرة في أدوات ذكاء الأعمال مثل Power BI.',
      'القدرة على عرض الأرقام بوضوح للزملاء من خارج الإدارة المالية.',
    ],
    banking: [
      'فهم المنتجات المصرفية ومخاطر الائتمان.',
      'معرفة بالمعيار IFRS 9 ومتطلبات بازل.',
      'الدقة في العمل وفق مواعيد يومية صارمة.',
    ],
    payroll: [
      'معرفة محدثة بأنظمة العمل والتأمينات الاجتماعية.',
      'خبرة عملية في أحد أنظمة الرواتب.',
      'الحفاظ على سرية المعلومات.',
    ],
    risk: [
      'معرفة بالمتطلبات الرقابية ومتطلبات مكافحة غسل الأموال.',
      'حسن التقدير ومهارات قوية في كتابة التقارير.',
      'تعد شهادة مهنية مثل CIA أو CAMS أو FRM ميزة إضافية.',
    ],
    leadership: [
      'خبرة مثبتة في قيادة الفرق المالية.',
      'سجل حافل في إعداد التقارير النظامية وإدارة عمليات التدقيق.',
      'تفكير استراتيجي ومهارات تواصل ممتازة مع مجالس الإدارة.',
    ],
  },
  cpaRequired: 'يشترط الحصول على شهادة CPA سارية (أو ما يعادلها مثل ACCA أو SOCPA).',
  cpaAdvantage: 'يعد التقدم في الحصول على شهادة CPA أو ACCA أو ما يعادلها ميزة إضافية.',
  education: {
    entry: 'درجة البكالوريوس في المحاسبة أو المالية أو الاقتصاد (يمكن لطلاب السنة الأخيرة التقديم).',
    associate: 'درجة البكالوريوس في المحاسبة أو المالية أو مجال ذي صلة.',
    mid: 'درجة البكالوريوس في المحاسبة أو المالية أو مجال ذي صلة.',
    senior: 'درجة البكالوريوس في المحاسبة أو المالية، ويفضل الحصول على درجة الماجستير.',
    director: 'درجة البكالوريوس في المحاسبة أو المالية، ويفضل الحصول على ماجستير إدارة الأعمال.',
    executive: 'درجة البكالوريوس في المحاسبة أو المالية، ويفضل الحصول على ماجستير إدارة الأعمال.',
  },
  experience: ({ min, max }) =>
    min === 0
      ? 'خبرة من 0 إلى سنة واحدة، وتُحتسب فترات التدريب.'
      : max === null
        ? `خبرة لا تقل عن ${min} ${arabicYears(min)} في مجال ذي صلة، بما في ذلك قيادة الفرق.`
        : `خبرة من ${min} إلى ${max} ${arabicYears(max)} في مجال ذي صلة.`,
  familyKeywords: {
    accounting: ['محاسبة', 'مسك الدفاتر'],
    audit: ['تدقيق', 'مراجعة'],
    tax: ['ضرائب', 'زكاة'],
    finance: ['مالية', 'تحليل مالي'],
    banking: ['مصارف', 'ائتمان'],
    payroll: ['رواتب', 'موارد بشرية'],
    risk: ['مخاطر', 'امتثال'],
    leadership: ['قيادة', 'مالية'],
  },
  cities: {
    Dubai: 'دبي',
    'Abu Dhabi': 'أبوظبي',
    Sharjah: 'الشارقة',
    Riyadh: 'الرياض',
    Jeddah: 'جدة',
    Dammam: 'الدمام',
    Cairo: 'القاهرة',
    Alexandria: 'الإسكندرية',
    Giza: 'الجيزة',
  },
};

/** Arabic counts 3-10 take the plural "years"; 11 and above take the singular. */
function arabicYears(n: number): string {
  return n >= 3 && n <= 10 ? 'سنوات' : 'سنة';
}

export const JOB_TEXTS: Record<Language, JobTexts> = { en, tr, ar };
