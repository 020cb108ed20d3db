import { table } from './messages';

/** Turkish. */
export const tr = table([
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
]);
