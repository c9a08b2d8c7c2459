import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  appName: 'وظائف المحاسبين',
  appTagline: 'بوابة التوظيف لمهنة المحاسبة',
  skipToContent: 'الانتقال إلى المحتوى الرئيسي',
  loading: 'جارٍ التحميل…',
  nav: {
    label: 'التنقل الرئيسي',
    jobSeekers: 'الباحثون عن عمل',
    company: 'عن البوابة',
    home: 'الصفحة الرئيسية',
    searchJobs: 'البحث عن وظائف',
    savedJobs: 'الوظائف المحفوظة',
    myApplications: 'طلباتي',
    profile: 'ملفي الشخصي',
    employers: 'أصحاب العمل',
    postJobs: 'نشر الوظائف',
    aboutUs: 'من نحن',
    privacyPolicy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
  },
  toolbar: {
    openNavigation: 'فتح قائمة التنقل',
    toggleNavigation: 'إظهار قائمة التنقل أو إخفاؤها',
    language: 'تغيير اللغة',
    enterFullscreen: 'العرض بملء الشاشة',
    exitFullscreen: 'الخروج من وضع ملء الشاشة',
    fullscreenUnsupported: 'هذا المتصفح لا يدعم وضع ملء الشاشة (fullscreenElement)',
    userMenu: 'قائمة الحساب',
  },
  languages: { en: 'English', tr: 'Türkçe', ar: 'العربية' },
  userMenu: {
    guest: 'زائر',
    guestUser: 'مستخدم زائر',
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    signOut: 'تسجيل الخروج',
    profile: 'ملفي الشخصي',
    verifyEmail: 'تأكيد عنوان البريد الإلكتروني',
    roles: { admin: 'مسؤول', staff: 'موظف', user: 'مستخدم' },
  },
  verifyBanner: {
    message: 'يُرجى تأكيد عنوان بريدك الإلكتروني لتتمكن من التقدم إلى الوظائف.',
    action: 'أدخل الرمز',
  },
  footer: {
    rights: '© {{year}} وظائف المحاسبين. جميع الحقوق محفوظة.',
    links: 'روابط تذييل الصفحة',
  },
};
export default ar;
