import type { UserInfo } from 'gaokao-contract';

export function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    memberuser_id: 7,
    username: '13800000000',
    nickname: '小明',
    sex: 1,
    phone: '13800000000',
    code: 'ABC123',
    create_time: '2026-06-01 10:00:00',
    role: 1,
    isZeng: 0,
    blance: 0,
    openid: '',
    vip_price: 0,
    san_zhekou: 10,
    liu_zhekou: 10,
    daili_zhekou: 10,
    is_sheng: 0,
    isFen: 0,
    vip_expire_time: null,
    has_password: false,
    zhiyuan: null,
    ...overrides,
  };
}
