// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Turkish. */
registerLocale(
  'tr',
  table([
    'Sonuç bulunamadı',
    'Yükleniyor…',
    'Sonuçlar yüklenemedi',
    'Lütfen en az {count} karakter daha girin',
    '"{label}" oluştur',
    '+{count} daha',
    'Seçimi temizle',
    '{label} öğesini kaldır',
    'Ara',
    '{count} sonuç mevcut',
    '1 sonuç mevcut',
    '{label} seçildi',
    '{label} kaldırıldı',
    'Lütfen bir seçenek belirleyin.',
    '{count} öğe seçildi',
    'Tümünü seç',
    'Aramak için yazın',
    'Yeniden dene',
    'Seçilenler',
    'Kaldırmak için Delete tuşuna basın.',
    'Taşımak için Alt+Sol veya Alt+Sağ tuşlarına basın.',
    '{label}, {count} öğe içinde {position}. konuma taşındı',
    'Yeniden denemek için Enter tuşuna basın.',
    'Seçim yok',
    'Bitti',
    'Eşleşen {count} öğenin tümünü seç',
    'Tüm eşleşmeler yükleniyor: {count} yüklendi',
    '{label}, kısmen seçili',
  ]),
);
