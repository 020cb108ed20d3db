// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Japanese. */
registerLocale(
  'ja',
  table([
    '結果が見つかりません',
    '読み込み中…',
    '結果を読み込めませんでした',
    'あと {count} 文字以上入力してください',
    '「{label}」を作成',
    '+{count} 件',
    '選択をクリア',
    '{label} を削除',
    '検索',
    '{count} 件の結果があります',
    '1 件の結果があります',
    '{label} を選択しました',
    '{label} を削除しました',
    '項目を選択してください。',
    '{count} 件を選択中',
    'すべて選択',
    '入力して検索',
    '再試行',
    '選択済み',
    'Delete キーで削除。',
    'Alt+左矢印または Alt+右矢印で移動。',
    '{label} を {count} 件中 {position} 番目に移動しました',
    'Enter キーで再試行します。',
    '選択なし',
    '完了',
    '一致する{count}件をすべて選択',
    '一致する項目をすべて読み込み中: {count}件読み込み済み',
    '{label}、一部選択',
  ]),
);
