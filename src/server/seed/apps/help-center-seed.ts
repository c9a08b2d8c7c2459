import type { Tx } from '../../db/client.ts';
import { ensureHelpCenterCategories } from '../../apps/index.ts';
import {
  helpCenterCategories,
  helpCenterFaqs,
  helpCenterGuides,
  helpCenterSupportRequests,
  type Translations,
} from '../../db/schema/index.ts';
import type { FaqText, GuideText } from '../../../domain/help-center-schemas.ts';

// The help center's demo content: the portal's own help (searching and applying, the CPA flag,
// posting jobs and moderation, accounts and privacy) in English, Turkish and Arabic.

const q = (en: [string, string], tr: [string, string], ar: [string, string]): Translations<FaqText> => ({
  en: { question: en[0], answer: en[1] },
  tr: { question: tr[0], answer: tr[1] },
  ar: { question: ar[0], answer: ar[1] },
});

const FAQS: Record<string, Translations<FaqText>[]> = {
  'most-asked': [
    q(
      [
        'How do I search for jobs?',
        'Open "Jobs" in the top bar and type words such as "auditor" or "IFRS" in the search box. Narrow the list with the filters for location, job type, experience level, industry and salary, and sort by newest or by highest salary. The search understands English, Turkish and Arabic words, so "denetim" finds audit jobs too.',
      ],
      [
        'İş ilanlarını nasıl ararım?',
        'Üst çubuktaki "İşler" bölümünü açın ve arama kutusuna "denetçi" veya "UFRS" gibi kelimeler yazın. Listeyi konum, çalışma şekli, deneyim düzeyi, sektör ve maaş filtreleriyle daraltın; en yeniye veya en yüksek maaşa göre sıralayın. Arama İngilizce, Türkçe ve Arapça kelimeleri anlar.',
      ],
      [
        'كيف أبحث عن الوظائف؟',
        'افتح "الوظائف" في الشريط العلوي واكتب كلمات مثل "مدقق" أو "IFRS" في مربع البحث. ضيّق القائمة بعوامل التصفية حسب الموقع ونوع الوظيفة ومستوى الخبرة والقطاع والراتب، ورتّب حسب الأحدث أو الأعلى راتبًا. يفهم البحث الكلمات الإنجليزية والتركية والعربية.',
      ],
    ),
    q(
      [
        'How do I apply for a job?',
        'Sign in as a job seeker, open the job and choose "Apply". Upload your CV (PDF or Word), add a short cover letter if you like, and send. You can follow every application and its status under "My applications", and withdraw it there while it is still open.',
      ],
      [
        'Bir ilana nasıl başvururum?',
        'İş arayan olarak giriş yapın, ilanı açın ve "Başvur"u seçin. Özgeçmişinizi (PDF veya Word) yükleyin, isterseniz kısa bir ön yazı ekleyin ve gönderin. Tüm başvurularınızı ve durumlarını "Başvurularım" sayfasında izleyebilir, başvuru açıkken oradan geri çekebilirsiniz.',
      ],
      [
        'كيف أتقدم لوظيفة؟',
        'سجّل الدخول كباحث عن عمل، وافتح الوظيفة واختر "تقدّم". ارفع سيرتك الذاتية (PDF أو Word)، وأضف خطاب تقديم قصيرًا إن شئت، ثم أرسل. يمكنك متابعة كل طلب وحالته في صفحة "طلباتي"، وسحبه من هناك ما دام مفتوحًا.',
      ],
    ),
    q(
      [
        'Why can I not apply to some jobs?',
        'Some employers ask for certified public accountants only. Those jobs show a "CPA required" badge, and only accounts with a confirmed CPA flag can apply. Others are closed, past their deadline, or take applications on the employer\'s own website: the job page then sends you there.',
      ],
      [
        'Neden bazı ilanlara başvuramıyorum?',
        'Bazı işverenler yalnızca yeminli mali müşavir / SMMM arar. Bu ilanlarda "SMMM gerekli" etiketi bulunur ve yalnızca SMMM işareti onaylanmış hesaplar başvurabilir. Diğerleri kapanmış, son başvuru tarihi geçmiş veya başvuruları işverenin kendi sitesinde alıyor olabilir; ilan sayfası sizi oraya yönlendirir.',
      ],
      [
        'لماذا لا أستطيع التقدم لبعض الوظائف؟',
        'يطلب بعض أصحاب العمل محاسبين قانونيين معتمدين فقط. تحمل هذه الوظائف شارة "يشترط CPA"، ولا يتقدم لها إلا أصحاب الحسابات التي تم تأكيد علامة CPA لديها. وقد تكون وظائف أخرى مغلقة أو انتهى موعدها، أو تستقبل الطلبات على موقع صاحب العمل نفسه.',
      ],
    ),
  ],
  'general-inquiries': [
    q(
      [
        'Who runs CPA Careers?',
        'CPA Careers is run by the accounting professional body for its members and for the employers who hire them. Job seekers use it free of charge.',
      ],
      [
        "CPA Kariyer'i kim işletiyor?",
        'CPA Kariyer, muhasebe meslek kuruluşu tarafından üyeleri ve onları işe alan işverenler için işletilir. İş arayanlar için ücretsizdir.',
      ],
      [
        'من يدير منصة وظائف المحاسبين؟',
        'تدير المنصة الهيئة المهنية للمحاسبة لصالح أعضائها وأصحاب العمل الذين يوظفونهم. الاستخدام مجاني للباحثين عن عمل.',
      ],
    ),
    q(
      [
        'How do employers post jobs, and what does moderation mean?',
        "Employers register their company, which our staff check before it can publish. A company's first job is also reviewed by staff before it goes live; after that, its jobs are published at once. Staff may reject a company or a job with a reason, which the employer receives by e-mail and can correct.",
      ],
      [
        'İşverenler nasıl ilan verir, denetim ne demek?',
        'İşverenler şirketlerini kaydeder; şirket, ilan yayınlayabilmeden önce ekibimiz tarafından incelenir. Bir şirketin ilk ilanı da yayına girmeden önce incelenir; sonrakiler hemen yayınlanır. Ekibimiz bir şirketi veya ilanı gerekçesiyle reddedebilir; işveren gerekçeyi e-postayla alır ve düzeltebilir.',
      ],
      [
        'كيف ينشر أصحاب العمل الوظائف، وماذا تعني المراجعة؟',
        'يسجّل أصحاب العمل شركاتهم، ويراجعها فريقنا قبل أن تتمكن من النشر. كما تُراجَع أول وظيفة للشركة قبل نشرها، ثم تُنشر وظائفها التالية فورًا. قد يرفض فريقنا شركة أو وظيفة مع ذكر السبب، ويتلقى صاحب العمل السبب بالبريد الإلكتروني ويمكنه التصحيح.',
      ],
    ),
    q(
      [
        'Can I get new jobs by e-mail?',
        'Yes. Run a search, then choose "Create alert". You receive the new jobs of that search daily or weekly, and every mail has a one-click unsubscribe link.',
      ],
      [
        'Yeni ilanları e-postayla alabilir miyim?',
        'Evet. Bir arama yapın ve "Alarm oluştur"u seçin. O aramanın yeni ilanları size günlük veya haftalık gelir; her e-postada tek tıkla abonelikten çıkma bağlantısı vardır.',
      ],
      [
        'هل يمكنني تلقي الوظائف الجديدة بالبريد الإلكتروني؟',
        'نعم. أجرِ بحثًا ثم اختر "إنشاء تنبيه". ستصلك الوظائف الجديدة لهذا البحث يوميًا أو أسبوعيًا، وفي كل رسالة رابط لإلغاء الاشتراك بنقرة واحدة.',
      ],
    ),
  ],
  licenses: [
    q(
      [
        'What is the CPA flag?',
        'The CPA flag shows employers that you are a certified public accountant. It appears on your applications, and it lets you apply to jobs that require a CPA.',
      ],
      [
        'SMMM işareti nedir?',
        'SMMM işareti, işverenlere yeminli/serbest muhasebeci mali müşavir olduğunuzu gösterir. Başvurularınızda görünür ve SMMM gerektiren ilanlara başvurmanızı sağlar.',
      ],
      [
        'ما هي علامة CPA؟',
        'تُظهر علامة CPA لأصحاب العمل أنك محاسب قانوني معتمد. تظهر على طلباتك، وتتيح لك التقدم للوظائف التي تشترط CPA.',
      ],
    ),
    q(
      [
        'How do I get the CPA flag?',
        'Add your licence (issuing body, number and dates) under "Profile" → "Licences", then choose "Claim CPA". Our staff check the licence against the register and confirm or decline it; you receive the answer by e-mail, usually within two working days.',
      ],
      [
        'SMMM işaretini nasıl alırım?',
        'Lisansınızı (veren kuruluş, numara ve tarihler) "Profil" → "Lisanslar" bölümüne ekleyin, ardından "SMMM talebinde bulun"u seçin. Ekibimiz lisansı sicilden kontrol eder ve onaylar ya da reddeder; yanıtı genellikle iki iş günü içinde e-postayla alırsınız.',
      ],
      [
        'كيف أحصل على علامة CPA؟',
        'أضف ترخيصك (الجهة المانحة والرقم والتواريخ) في "الملف الشخصي" ← "التراخيص"، ثم اختر "المطالبة بـ CPA". يتحقق فريقنا من الترخيص في السجل ويؤكده أو يرفضه، وتصلك الإجابة بالبريد الإلكتروني عادةً خلال يومي عمل.',
      ],
    ),
    q(
      [
        'My licence expired. What happens to my flag?',
        "Update the licence's expiry date once you have renewed it. Staff may remove the flag of a licence that is no longer valid; you can claim it again with the renewed licence.",
      ],
      [
        'Lisansımın süresi doldu. İşaretim ne olur?',
        'Lisansınızı yeniledikten sonra bitiş tarihini güncelleyin. Ekibimiz geçerliliğini yitirmiş bir lisansın işaretini kaldırabilir; yenilenmiş lisansla yeniden talepte bulunabilirsiniz.',
      ],
      [
        'انتهت صلاحية ترخيصي. ماذا يحدث لعلامتي؟',
        'حدّث تاريخ انتهاء الترخيص بعد تجديده. قد يزيل فريقنا العلامة عن ترخيص لم يعد ساريًا، ويمكنك المطالبة بها مجددًا بالترخيص المجدد.',
      ],
    ),
  ],
  payments: [
    q(
      [
        'Is there a minimum credit I can buy?',
        'Yes. The minimum credit an employer can buy for featured listings is $20. Credit does not expire and is shown on your employer dashboard.',
      ],
      [
        'Satın alabileceğim en az kredi var mı?',
        "Evet. Bir işverenin öne çıkan ilanlar için satın alabileceği en az kredi 20 $'dır. Kredinin süresi dolmaz ve işveren panelinizde görünür.",
      ],
      [
        'هل هناك حد أدنى للرصيد الذي يمكنني شراؤه؟',
        'نعم. الحد الأدنى للرصيد الذي يمكن لصاحب العمل شراؤه للإعلانات المميزة هو 20 دولارًا. لا تنتهي صلاحية الرصيد ويظهر في لوحة صاحب العمل.',
      ],
    ),
    q(
      ['Do job seekers pay anything?', 'No. Searching, applying, alerts and the CPA flag are free for job seekers.'],
      [
        'İş arayanlar bir ücret öder mi?',
        'Hayır. Arama, başvuru, iş alarmları ve SMMM işareti iş arayanlar için ücretsizdir.',
      ],
      ['هل يدفع الباحثون عن عمل أي رسوم؟', 'لا. البحث والتقديم والتنبيهات وعلامة CPA مجانية للباحثين عن عمل.'],
    ),
  ],
  support: [
    q(
      [
        'How do I contact the staff?',
        'Use the "Contact support" form at the bottom of the help center. Your message reaches our staff, who answer by e-mail, usually within one working day.',
      ],
      [
        'Ekiple nasıl iletişime geçerim?',
        'Yardım merkezinin altındaki "Destekle iletişime geçin" formunu kullanın. Mesajınız ekibimize ulaşır; genellikle bir iş günü içinde e-postayla yanıt verilir.',
      ],
      [
        'كيف أتواصل مع فريق العمل؟',
        'استخدم نموذج "اتصل بالدعم" أسفل مركز المساعدة. تصل رسالتك إلى فريقنا الذي يرد بالبريد الإلكتروني عادةً خلال يوم عمل واحد.',
      ],
    ),
    q(
      [
        'I did not receive the verification code.',
        'Check your spam folder, then ask for a new code on the sign-in page. Codes are valid for a short time; only the latest one works.',
      ],
      [
        'Doğrulama kodunu almadım.',
        'İstenmeyen e-posta klasörünüzü kontrol edin, ardından giriş sayfasından yeni bir kod isteyin. Kodlar kısa süre geçerlidir; yalnızca en sonuncusu çalışır.',
      ],
      [
        'لم يصلني رمز التحقق.',
        'تحقق من مجلد الرسائل غير المرغوب فيها، ثم اطلب رمزًا جديدًا من صفحة تسجيل الدخول. الرموز صالحة لمدة قصيرة، ويعمل آخر رمز فقط.',
      ],
    ),
  ],
};

const g = (en: GuideText, tr: GuideText, ar: GuideText): Translations<GuideText> => ({ en, tr, ar });

const GUIDES: Record<string, { slug: string; texts: Translations<GuideText> }[]> = {
  'getting-started': [
    {
      slug: 'find-and-apply-for-jobs',
      texts: g(
        {
          title: 'Find and apply for jobs',
          subtitle: 'Search, filter, save and apply in a few minutes',
          content:
            '<p>CPA Careers lists accounting, audit, tax and finance jobs from employers our staff have checked.</p><h2>Search</h2><p>Type words such as <strong>auditor</strong>, <strong>IFRS</strong> or <strong>payroll</strong> in the search box. Use the filters for location, remote work, job type, experience level and salary.</p><h2>Save and get alerts</h2><p>Save a job with the heart to read it later, or create an alert to receive the new jobs of a search by e-mail.</p><h2>Apply</h2><ol><li>Sign in as a job seeker.</li><li>Open the job and choose <strong>Apply</strong>.</li><li>Upload your CV and send.</li></ol><p>Follow your applications under <a href="/user/applications">My applications</a>.</p>',
        },
        {
          title: 'İş bulun ve başvurun',
          subtitle: 'Birkaç dakikada arayın, filtreleyin, kaydedin ve başvurun',
          content:
            '<p>CPA Kariyer, ekibimizin kontrol ettiği işverenlerin muhasebe, denetim, vergi ve finans ilanlarını listeler.</p><h2>Arama</h2><p>Arama kutusuna <strong>denetçi</strong>, <strong>UFRS</strong> veya <strong>bordro</strong> gibi kelimeler yazın. Konum, uzaktan çalışma, çalışma şekli, deneyim düzeyi ve maaş filtrelerini kullanın.</p><h2>Kaydedin ve alarm kurun</h2><p>Bir ilanı daha sonra okumak için kalp simgesiyle kaydedin ya da bir aramanın yeni ilanlarını e-postayla almak için alarm oluşturun.</p><h2>Başvurun</h2><ol><li>İş arayan olarak giriş yapın.</li><li>İlanı açın ve <strong>Başvur</strong>u seçin.</li><li>Özgeçmişinizi yükleyip gönderin.</li></ol><p>Başvurularınızı <a href="/user/applications">Başvurularım</a> sayfasından izleyin.</p>',
        },
        {
          title: 'ابحث عن الوظائف وتقدّم لها',
          subtitle: 'ابحث وصفِّ واحفظ وتقدّم في دقائق',
          content:
            '<p>تعرض منصة وظائف المحاسبين وظائف المحاسبة والتدقيق والضرائب والمالية من أصحاب عمل راجعهم فريقنا.</p><h2>البحث</h2><p>اكتب كلمات مثل <strong>مدقق</strong> أو <strong>IFRS</strong> أو <strong>الرواتب</strong> في مربع البحث. استخدم عوامل التصفية حسب الموقع والعمل عن بُعد ونوع الوظيفة ومستوى الخبرة والراتب.</p><h2>الحفظ والتنبيهات</h2><p>احفظ الوظيفة بأيقونة القلب لقراءتها لاحقًا، أو أنشئ تنبيهًا لتلقي الوظائف الجديدة لبحث ما بالبريد الإلكتروني.</p><h2>التقديم</h2><ol><li>سجّل الدخول كباحث عن عمل.</li><li>افتح الوظيفة واختر <strong>تقدّم</strong>.</li><li>ارفع سيرتك الذاتية وأرسل.</li></ol><p>تابع طلباتك في صفحة <a href="/user/applications">طلباتي</a>.</p>',
        },
      ),
    },
    {
      slug: 'the-cpa-flag',
      texts: g(
        {
          title: 'The CPA flag',
          subtitle: 'What it is, how to claim it, and what employers see',
          content:
            '<p>Employers often look for certified public accountants. The <strong>CPA flag</strong> on your profile tells them you are one, once our staff have confirmed your licence.</p><h2>Claim it</h2><ol><li>Open your profile and add your licence under <em>Licences</em>.</li><li>Choose <strong>Claim CPA</strong> beside it.</li><li>Staff check the licence and confirm or decline; you receive an e-mail.</li></ol><h2>What it changes</h2><ul><li>Jobs marked <em>CPA required</em> accept your applications.</li><li>Employers see the flag on your applications.</li></ul>',
        },
        {
          title: 'SMMM işareti',
          subtitle: 'Nedir, nasıl talep edilir ve işverenler ne görür',
          content:
            '<p>İşverenler çoğu zaman mali müşavir arar. Profilinizdeki <strong>SMMM işareti</strong>, ekibimiz lisansınızı onayladıktan sonra onlara bunu gösterir.</p><h2>Talep edin</h2><ol><li>Profilinizi açın ve lisansınızı <em>Lisanslar</em> bölümüne ekleyin.</li><li>Yanındaki <strong>SMMM talebinde bulun</strong>u seçin.</li><li>Ekibimiz lisansı kontrol edip onaylar veya reddeder; size e-posta gelir.</li></ol><h2>Neyi değiştirir</h2><ul><li><em>SMMM gerekli</em> ilanlar başvurunuzu kabul eder.</li><li>İşverenler başvurularınızda işareti görür.</li></ul>',
        },
        {
          title: 'علامة CPA',
          subtitle: 'ما هي، وكيف تطالب بها، وما الذي يراه أصحاب العمل',
          content:
            '<p>يبحث أصحاب العمل غالبًا عن محاسبين قانونيين معتمدين. تُخبرهم <strong>علامة CPA</strong> في ملفك بذلك بعد أن يؤكد فريقنا ترخيصك.</p><h2>المطالبة بها</h2><ol><li>افتح ملفك الشخصي وأضف ترخيصك في <em>التراخيص</em>.</li><li>اختر <strong>المطالبة بـ CPA</strong> بجانبه.</li><li>يتحقق الفريق من الترخيص ويؤكده أو يرفضه، وتصلك رسالة بالبريد الإلكتروني.</li></ol><h2>ما الذي تغيّره</h2><ul><li>تقبل الوظائف التي تشترط <em>CPA</em> طلباتك.</li><li>يرى أصحاب العمل العلامة على طلباتك.</li></ul>',
        },
      ),
    },
  ],
  projects: [
    {
      slug: 'post-a-job',
      texts: g(
        {
          title: 'Post a job as an employer',
          subtitle: 'From registering your company to your first published job',
          content:
            "<h2>1. Register your company</h2><p>Sign up as an employer and fill in your company's details. Our staff check new companies, usually within one working day.</p><h2>2. Write the job</h2><p>Give the position, location, type, salary range and a clear description. Mark <strong>CPA required</strong> when only certified accountants may apply.</p><h2>3. Publish</h2><p>Your company's first job is reviewed by staff before it goes live (<em>moderation</em>). Later jobs are published at once.</p><h2>4. Review applicants</h2><p>Open the job's applicants, read CVs and move each application through its statuses; applicants are told of each change.</p>",
        },
        {
          title: 'İşveren olarak ilan verin',
          subtitle: 'Şirket kaydından ilk yayınlanan ilanınıza',
          content:
            '<h2>1. Şirketinizi kaydedin</h2><p>İşveren olarak kaydolun ve şirket bilgilerinizi doldurun. Ekibimiz yeni şirketleri genellikle bir iş günü içinde inceler.</p><h2>2. İlanı yazın</h2><p>Pozisyonu, konumu, çalışma şeklini, maaş aralığını ve açık bir açıklamayı girin. Yalnızca mali müşavirler başvurabilecekse <strong>SMMM gerekli</strong> seçeneğini işaretleyin.</p><h2>3. Yayınlayın</h2><p>Şirketinizin ilk ilanı yayına girmeden önce ekibimiz tarafından incelenir (<em>denetim</em>). Sonraki ilanlar hemen yayınlanır.</p><h2>4. Adayları inceleyin</h2><p>İlanın adaylarını açın, özgeçmişleri okuyun ve her başvuruyu durumlar arasında ilerletin; adaylara her değişiklik bildirilir.</p>',
        },
        {
          title: 'انشر وظيفة كصاحب عمل',
          subtitle: 'من تسجيل شركتك إلى أول وظيفة منشورة',
          content:
            '<h2>1. سجّل شركتك</h2><p>أنشئ حساب صاحب عمل واملأ بيانات شركتك. يراجع فريقنا الشركات الجديدة عادةً خلال يوم عمل واحد.</p><h2>2. اكتب الوظيفة</h2><p>حدّد المسمى والموقع والنوع ونطاق الراتب ووصفًا واضحًا. فعّل <strong>يشترط CPA</strong> إذا كان التقديم مقتصرًا على المحاسبين المعتمدين.</p><h2>3. النشر</h2><p>تُراجَع أول وظيفة لشركتك قبل نشرها (<em>المراجعة</em>)، ثم تُنشر الوظائف التالية فورًا.</p><h2>4. راجع المتقدمين</h2><p>افتح قائمة المتقدمين، واقرأ السير الذاتية، وانقل كل طلب بين حالاته؛ ويُبلَّغ المتقدمون بكل تغيير.</p>',
        },
      ),
    },
  ],
  settings: [
    {
      slug: 'language-and-layout',
      texts: g(
        {
          title: 'Language and layout',
          subtitle: 'Read the portal in English, Turkish or Arabic',
          content:
            "<p>Choose your language with the language button in the top bar. Arabic pages read from right to left. Your choice is kept on your account, so it follows you to other devices.</p><p>E-mails from the portal (alerts, application updates) are sent in your account's language.</p>",
        },
        {
          title: 'Dil ve görünüm',
          subtitle: 'Portalı İngilizce, Türkçe veya Arapça okuyun',
          content:
            '<p>Dilinizi üst çubuktaki dil düğmesiyle seçin. Arapça sayfalar sağdan sola okunur. Seçiminiz hesabınızda saklanır ve diğer cihazlarınızda da geçerli olur.</p><p>Portaldan gelen e-postalar (alarmlar, başvuru güncellemeleri) hesabınızın dilinde gönderilir.</p>',
        },
        {
          title: 'اللغة والتخطيط',
          subtitle: 'اقرأ المنصة بالإنجليزية أو التركية أو العربية',
          content:
            '<p>اختر لغتك من زر اللغة في الشريط العلوي. تُقرأ الصفحات العربية من اليمين إلى اليسار. يُحفظ اختيارك في حسابك فيرافقك على أجهزتك الأخرى.</p><p>تُرسل رسائل المنصة (التنبيهات وتحديثات الطلبات) بلغة حسابك.</p>',
        },
      ),
    },
  ],
  payments: [
    {
      slug: 'credit-and-featured-listings',
      texts: g(
        {
          title: 'Credit and featured listings',
          subtitle: 'How employers pay for more visibility',
          content:
            "<p>Posting jobs is included for member employers. Employers who want their jobs shown first can buy <strong>credit</strong> for featured listings.</p><ul><li>The minimum credit is <strong>$20</strong>.</li><li>Credit does not expire.</li><li>Invoices are sent to the company's e-mail address.</li></ul>",
        },
        {
          title: 'Kredi ve öne çıkan ilanlar',
          subtitle: 'İşverenler daha fazla görünürlük için nasıl ödeme yapar',
          content:
            "<p>Üye işverenler için ilan vermek ücretsizdir. İlanlarının önce gösterilmesini isteyen işverenler öne çıkan ilanlar için <strong>kredi</strong> satın alabilir.</p><ul><li>En az kredi <strong>20 $</strong>'dır.</li><li>Kredinin süresi dolmaz.</li><li>Faturalar şirketin e-posta adresine gönderilir.</li></ul>",
        },
        {
          title: 'الرصيد والإعلانات المميزة',
          subtitle: 'كيف يدفع أصحاب العمل مقابل ظهور أكبر',
          content:
            '<p>نشر الوظائف مشمول لأصحاب العمل الأعضاء. ويمكن لمن يريد ظهور وظائفه أولًا شراء <strong>رصيد</strong> للإعلانات المميزة.</p><ul><li>الحد الأدنى للرصيد <strong>20 دولارًا</strong>.</li><li>لا تنتهي صلاحية الرصيد.</li><li>تُرسل الفواتير إلى البريد الإلكتروني للشركة.</li></ul>',
        },
      ),
    },
  ],
  'your-account': [
    {
      slug: 'account-and-privacy',
      texts: g(
        {
          title: 'Your account and privacy',
          subtitle: 'What we keep, who sees it, and how to take it with you or delete it',
          content:
            '<h2>Who sees your profile</h2><p>Employers see your profile and CV only when you apply to one of their jobs. Our staff see accounts to check CPA claims and to help you.</p><h2>Your data</h2><p>Under <strong>Profile</strong> you can download everything we keep about you, change your password, and delete your account. Deleting it removes your profile, CVs and applications.</p><h2>Cookies</h2><p>Only necessary cookies are set unless you accept analytics cookies; change your choice at any time.</p>',
        },
        {
          title: 'Hesabınız ve gizlilik',
          subtitle: 'Neleri saklıyoruz, kim görüyor, nasıl indirir veya silersiniz',
          content:
            '<h2>Profilinizi kim görür</h2><p>İşverenler profilinizi ve özgeçmişinizi yalnızca ilanlarından birine başvurduğunuzda görür. Ekibimiz SMMM taleplerini kontrol etmek ve size yardım etmek için hesapları görür.</p><h2>Verileriniz</h2><p><strong>Profil</strong> sayfasında hakkınızda sakladığımız her şeyi indirebilir, şifrenizi değiştirebilir ve hesabınızı silebilirsiniz. Hesap silindiğinde profiliniz, özgeçmişleriniz ve başvurularınız kaldırılır.</p><h2>Çerezler</h2><p>Analitik çerezleri kabul etmedikçe yalnızca zorunlu çerezler kullanılır; seçiminizi istediğiniz zaman değiştirebilirsiniz.</p>',
        },
        {
          title: 'حسابك وخصوصيتك',
          subtitle: 'ما الذي نحتفظ به، ومن يراه، وكيف تنزّله أو تحذفه',
          content:
            '<h2>من يرى ملفك</h2><p>لا يرى أصحاب العمل ملفك وسيرتك الذاتية إلا عندما تتقدم لإحدى وظائفهم. ويطّلع فريقنا على الحسابات للتحقق من مطالبات CPA ولمساعدتك.</p><h2>بياناتك</h2><p>في <strong>الملف الشخصي</strong> يمكنك تنزيل كل ما نحتفظ به عنك، وتغيير كلمة المرور، وحذف حسابك. يؤدي الحذف إلى إزالة ملفك وسيرك الذاتية وطلباتك.</p><h2>ملفات تعريف الارتباط</h2><p>لا تُستخدم إلا الملفات الضرورية ما لم تقبل ملفات التحليلات، ويمكنك تغيير اختيارك في أي وقت.</p>',
        },
      ),
    },
  ],
};

/** Loads the help center's categories, questions and guides (the tables should be empty). */
export async function seedHelpCenter(tx: Tx, now = new Date()): Promise<{ faqs: number; guides: number }> {
  // The categories are the help center's structure (the app makes them too); the seed fills them.
  await ensureHelpCenterCategories(tx);
  const categories = await tx.select().from(helpCenterCategories);
  const idOf = (kind: string, slug: string) => categories.find((c) => c.kind === kind && c.slug === slug)!.id;
  const faqRows = Object.entries(FAQS).flatMap(([slug, list]) =>
    list.map((texts, position) => ({ categoryId: idOf('faq', slug), texts, position, createdAt: now, updatedAt: now })),
  );
  const guideRows = Object.entries(GUIDES).flatMap(([slug, list]) =>
    list.map((guide, position) => ({
      categoryId: idOf('guide', slug),
      slug: guide.slug,
      texts: guide.texts,
      position,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(helpCenterFaqs).values(faqRows);
  await tx.insert(helpCenterGuides).values(guideRows);
  return { faqs: faqRows.length, guides: guideRows.length };
}

/** Empties the help center's tables (db:seed's reset). */
export async function clearHelpCenter(tx: Tx): Promise<void> {
  await tx.delete(helpCenterSupportRequests);
  await tx.delete(helpCenterCategories);
}
