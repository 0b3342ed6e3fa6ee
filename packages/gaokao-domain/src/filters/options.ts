/** College-nature options of the college filter; linked by {@link applyNatureLinkage}. */
export const NATURE_OPTIONS = ['985', '211', '双一流', '其他'] as const;

/** College-type options of the college filter (part 1 §9). */
export const COLLEGE_TYPE_OPTIONS = [
  '综合', '理工', '医药', '农林', '艺术', '民族', '语言', '师范', '财经', '体育', '政法', '军事', '其他', '工农医',
] as const;

/** College-attribute options (the wire field collegeNature holds one of these). */
export const COLLEGE_ATTRIBUTE_OPTIONS = [
  '公办', '民办', '独立学院', '解放军院校', '内地与港澳台地区合作办学', '中外合作办学',
] as const;

/** College-strength options: doctoral programmes, master's programmes, or neither. */
export const COLLEGE_STRENGTH_OPTIONS = ['有博士点', '有硕士点', '其他'] as const;

/** The keyword entry that reveals the free-text custom keywords. */
export const CUSTOM_KEYWORD = '自定义';

/** Keyword options of the other filter; 自定义 adds the comma-separated custom keywords. */
export const KEYWORD_OPTIONS = ['中外合作', '专项', '预科', '八协', '少数民族', CUSTOM_KEYWORD] as const;

/** Region options: the 31 mainland provincial divisions in administrative-code order, short names as the product shows them. */
export const REGION_OPTIONS = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江', '安徽', '福建', '江西', '山东',
  '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆', '四川', '贵州', '云南', '西藏', '陕西', '甘肃', '青海', '宁夏', '新疆',
] as const;

/** Schooling-length options in years; null in a screen means 不限 (unlimited). */
export const SCHOOLING_LENGTH_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
