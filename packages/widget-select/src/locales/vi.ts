// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Vietnamese. */
registerLocale(
  'vi',
  table([
    'Không tìm thấy kết quả',
    'Đang tải…',
    'Không thể tải kết quả',
    'Vui lòng nhập thêm ít nhất {count} ký tự',
    'Tạo "{label}"',
    '+{count} mục khác',
    'Xóa lựa chọn',
    'Xóa {label}',
    'Tìm kiếm',
    'Có {count} kết quả',
    'Có 1 kết quả',
    'Đã chọn {label}',
    'Đã bỏ chọn {label}',
    'Vui lòng chọn một mục.',
    'Đã chọn {count} mục',
    'Chọn tất cả',
    'Nhập để tìm kiếm',
    'Thử lại',
    'Đã chọn',
    'Nhấn Delete để xóa.',
    'Nhấn Alt+Trái hoặc Alt+Phải để di chuyển.',
    'Đã chuyển {label} đến vị trí {position} trên {count}',
    'Nhấn Enter để thử lại.',
    'Chưa chọn',
    'Xong',
    'Chọn tất cả {count} kết quả khớp',
    'Đang tải tất cả kết quả khớp: đã tải {count}',
    '{label}, được chọn một phần',
  ]),
);
