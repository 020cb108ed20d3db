// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Arabic. Written right to left: `language: 'ar'` also lays the widget out RTL. */
registerLocale(
  'ar',
  table([
    'لا توجد نتائج',
    'جارٍ التحميل…',
    'تعذّر تحميل النتائج',
    'أدخل أحرفًا إضافية: {count}',
    'إنشاء «{label}»',
    '+{count} أخرى',
    'مسح التحديد',
    'إزالة {label}',
    'بحث',
    'عدد النتائج المتاحة: {count}',
    'نتيجة واحدة متاحة',
    'تم تحديد {label}',
    'تمت إزالة {label}',
    'يرجى اختيار خيار.',
    'عدد العناصر المحددة: {count}',
    'تحديد الكل',
    'اكتب للبحث',
    'إعادة المحاولة',
    'المحدد',
    'اضغط Delete للإزالة.',
    'اضغط Alt+السهم الأيسر أو Alt+السهم الأيمن للنقل.',
    'تم نقل {label} إلى الموضع {position} من {count}',
    'اضغط Enter لإعادة المحاولة.',
    'لا يوجد تحديد',
    'تم',
    'تحديد كل النتائج المطابقة ({count})',
    'جارٍ تحميل كل النتائج المطابقة: تم تحميل {count}',
    '{label}، محدد جزئيًا',
  ]),
);
