// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Korean. */
registerLocale(
  'ko',
  table([
    '결과가 없습니다',
    '불러오는 중…',
    '결과를 불러오지 못했습니다',
    '{count}자 이상 더 입력하세요',
    '"{label}" 만들기',
    '+{count}개 더',
    '선택 지우기',
    '{label} 제거',
    '검색',
    '결과 {count}개',
    '결과 1개',
    '{label} 선택됨',
    '{label} 제거됨',
    '옵션을 선택하세요.',
    '{count}개 선택됨',
    '모두 선택',
    '검색어를 입력하세요',
    '다시 시도',
    '선택됨',
    'Delete 키를 눌러 제거.',
    'Alt+왼쪽 또는 Alt+오른쪽 화살표로 이동.',
    '{label}을(를) {count}개 중 {position}번째로 이동함',
    '다시 시도하려면 Enter 키를 누르세요.',
    '선택 없음',
    '완료',
    '일치하는 {count}개 모두 선택',
    '일치하는 항목을 모두 불러오는 중: {count}개 불러옴',
    '{label}, 일부 선택됨',
  ]),
);
