// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Chinese (Simplified). */
registerLocale(
  'zh',
  table([
    '未找到结果',
    '正在加载…',
    '无法加载结果',
    '请再输入至少 {count} 个字符',
    '创建“{label}”',
    '+{count} 项',
    '清除选择',
    '移除 {label}',
    '搜索',
    '共 {count} 个结果',
    '共 1 个结果',
    '已选择 {label}',
    '已移除 {label}',
    '请选择一个选项。',
    '已选择 {count} 项',
    '全选',
    '输入以搜索',
    '重试',
    '已选择',
    '按 Delete 键移除。',
    '按 Alt+左箭头或 Alt+右箭头移动。',
    '{label} 已移至第 {position} 位，共 {count} 项',
    '按 Enter 键重试。',
    '未选择',
    '完成',
    '选择全部 {count} 个匹配项',
    '正在加载所有匹配项：已加载 {count} 个',
    '{label}，部分选中',
  ]),
);
