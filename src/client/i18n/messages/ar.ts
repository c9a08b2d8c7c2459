import type { Translation } from '../translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  emailRequired: 'أدخل عنوان بريدك الإلكتروني',
  emailTooLong: 'عنوان البريد الإلكتروني طويل جدًا',
  emailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا',
  passwordRequired: 'أدخل كلمة مرور',
  passwordTooShort: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  passwordTooLong: 'يجب ألا تتجاوز كلمة المرور 128 حرفًا',
  nameRequired: 'أدخل اسمك',
  nameTooLong: 'يجب ألا يتجاوز الاسم 80 حرفًا',
  codeRequired: 'أدخل الرمز الوارد في البريد الإلكتروني',
  codeFormat: 'يتكوّن الرمز من 6 أرقام',
  emailInUse: 'عنوان البريد الإلكتروني مستخدم بالفعل',
  checkEmail: 'تحقّق من عنوان بريدك الإلكتروني',
  checkPassword: 'تحقّق من كلمة المرور',
  invalidToken: 'تم اكتشاف رمز وصول غير صالح.',
  invalidTokenOrUser: 'تم اكتشاف رمز وصول غير صالح أو لم يتم العثور على المستخدم',
  accountDisabled: 'تم تعطيل هذا الحساب. يُرجى التواصل مع مسؤولي الموقع.',
  alreadyVerified: 'تم تأكيد عنوان بريدك الإلكتروني مسبقًا.',
  codeWrong: 'الرمز غير صحيح. تحقّق من الرسالة التي أرسلناها وحاول مرة أخرى.',
  codeExpired: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
  codeExhausted: 'أُدخل الرمز بشكل خاطئ مرات كثيرة جدًا. اطلب رمزًا جديدًا.',
  codeMissing: 'لا يوجد رمز نشط. اطلب رمزًا جديدًا.',
  tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  bodyTooLarge: 'نص الطلب كبير جدًا (الحد الأقصى 1 MB).',
  invalidJson: 'نص الطلب ليس بتنسيق JSON صالح.',
  serverError: 'حدث خطأ ما من جانبنا. يُرجى المحاولة مرة أخرى.',
  networkError: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  unknownError: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
};
export default ar;
