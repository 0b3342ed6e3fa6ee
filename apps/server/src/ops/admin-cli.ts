import { formatFen, ROLE, withdrawStatusLabel } from 'gaokao-domain';
import { openDatabase, DataDirLockedError, type DbHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { chinaTime } from '../lib/china-time';
import { newToken } from '../lib/crypto';
import { findMember, listPendingWithdrawals, markWithdrawalPaid, parseRole, rejectWithdrawal, setRole } from './admin';
import { addOperator, disableOperator, validOperatorName } from './operators';

export const ADMIN_USAGE = `用法：pnpm run admin <命令> [--data-dir 目录]
  withdrawals                         列出待处理的提现（最早的在前）
  withdrawal-paid <提现ID> [--ref 转账单号] [--remark 备注]
                                      标记为已打款（先在微信/支付宝完成转账）
  withdrawal-reject <提现ID> [--reason 原因]  驳回，金额通过钱包流水退回余额
  role <手机号或会员ID> <1|2|3|free|vip|agent> [--vip-days 天数]
                                      设置会员身份（3 = 代理商）
  operator add <名称>                 新建运营账号，只显示一次初始密码与动态验证码密钥（TOTP）
  operator disable <名称>             停用运营账号并使其登录立即失效
时间按北京时间显示；每个操作都记入运营审计日志（操作人 cli）。
数据库：设置 DATABASE_URL 时为 PostgreSQL，否则为内置数据库（--data-dir，默认 ~/.local/share/gaokao-planner）。
内置数据库只能由一个进程打开：请先停止服务器。`;

/** Exit codes: 0 done, 1 bad arguments or nothing to change, 2 the embedded data directory is in use. */
export const EXIT = { ok: 0, usage: 1, locked: 2 } as const;

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface AdminTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
}

const TYPE_NAMES: Record<number, string> = { 1: '微信', 2: '支付宝' };
const ROLE_LABEL: Record<number, string> = { [ROLE.free]: '普通会员', [ROLE.vip]: 'VIP会员', [ROLE.agent]: '代理商' };

function masked(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

function positiveInt(s: string | undefined): number | null {
  return s !== undefined && /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

/**
 * `pnpm run admin …` (scripts/admin.ts): runs one operator command against DATABASE_URL or the embedded database and
 * returns the exit code. On the embedded database it refuses to run while a server holds the directory (exit 2).
 */
export async function runAdmin(positional: string[], flags: Map<string, string | true>, target: AdminTarget, io: AdminIo): Promise<number> {
  const [command, ...args] = positional;
  const flag = (name: string) => {
    const v = flags.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  if (!command || flags.has('help')) {
    (command ? io.out : io.err)(ADMIN_USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  // Arguments are checked before the database is opened.
  let action: (h: DbHandle) => Promise<number>;
  switch (command) {
    case 'withdrawals':
      action = async (h) => {
        const rows = await listPendingWithdrawals(h.db);
        if (rows.length === 0) {
          io.out('没有待处理的提现。');
          return EXIT.ok;
        }
        io.out(`待处理的提现：${rows.length} 笔`);
        io.out(['提现ID', '会员ID', '手机号', '金额(元)', '方式', '收款账号', '姓名', '申请时间(北京时间)'].join('\t'));
        for (const r of rows) {
          const account = r.type === 2 ? r.identity : r.openid ? `openid ${r.openid}` : '（未绑定微信）';
          io.out([r.withdraw_id, r.memberuser_id, masked(r.phone), formatFen(r.price), TYPE_NAMES[r.type] ?? String(r.type), account, r.name || '-', chinaTime(r.create_time)].join('\t'));
        }
        return EXIT.ok;
      };
      break;
    case 'withdrawal-paid':
    case 'withdrawal-reject': {
      const id = positiveInt(args[0]);
      if (id === null) {
        io.err(`${command}: 请给出提现ID（正整数），可用 pnpm run admin withdrawals 查看。`);
        return EXIT.usage;
      }
      action = async (h) => {
        const done =
          command === 'withdrawal-paid'
            ? await markWithdrawalPaid(h.db, id, { remark: flag('remark') ?? '已打款', reference: flag('ref') ?? '' })
            : await rejectWithdrawal(h.db, id, { remark: flag('reason') ?? '已驳回' });
        if (!done.ok) {
          io.err(done.reason === 'not-found' ? `提现 ${id} 不存在。` : `提现 ${id} 不是待处理状态（状态 ${done.status}：${withdrawStatusLabel(done.status)}），未做任何修改。`);
          return EXIT.usage;
        }
        io.out(
          command === 'withdrawal-paid'
            ? `提现 ${id} 已标记为已打款（会员 ${done.memberuser_id}，¥${formatFen(done.price)}，北京时间 ${chinaTime(done.settle_time)}）。`
            : `提现 ${id} 已驳回，¥${formatFen(done.price)} 已退回会员 ${done.memberuser_id} 的余额（北京时间 ${chinaTime(done.settle_time)}）。`,
        );
        return EXIT.ok;
      };
      break;
    }
    case 'role': {
      const who = args[0];
      const role = args[1] === undefined ? null : parseRole(args[1]);
      const daysFlag = flag('vip-days');
      const vipDays = daysFlag === undefined ? undefined : positiveInt(daysFlag);
      if (!who || role === null || vipDays === null) {
        io.err('role: 用法 pnpm run admin role <手机号或会员ID> <1|2|3|free|vip|agent> [--vip-days 天数]');
        return EXIT.usage;
      }
      action = async (h) => {
        const m = await findMember(h.db, who);
        if (!m) {
          io.err(`会员 ${who} 不存在（请给出11位手机号或会员ID）。`);
          return EXIT.usage;
        }
        await setRole(h.db, m.memberuser_id, role, vipDays !== undefined ? { vipDays } : {});
        io.out(`会员 ${m.memberuser_id}（${masked(m.phone)}）：${ROLE_LABEL[m.role] ?? m.role} → ${ROLE_LABEL[role]}${vipDays ? `，VIP ${vipDays} 天` : ''}。`);
        return EXIT.ok;
      };
      break;
    }
    case 'operator': {
      const [sub, name] = args;
      if ((sub !== 'add' && sub !== 'disable') || !name || !validOperatorName(name)) {
        io.err('operator: 用法 pnpm run admin operator add|disable <名称>（名称为2–32位小写字母、数字或 _ . -，以字母开头）');
        return EXIT.usage;
      }
      action =
        sub === 'add'
          ? async (h) => {
              const password = newToken().slice(0, 20);
              const done = await addOperator(h.db, name, password);
              if (!done.ok) {
                io.err(`运营账号 ${name} 已存在，未做任何修改。`);
                return EXIT.usage;
              }
              io.out(`运营账号 ${name} 已创建。以下内容只显示这一次，请立即妥善保存：`);
              io.out(`初始密码：${password}`);
              io.out(`动态验证码密钥（TOTP）：${done.secret}`);
              io.out(`otpauth 地址（可生成二维码供验证器扫描）：${done.uri}`);
              return EXIT.ok;
            }
          : async (h) => {
              const done = await disableOperator(h.db, name);
              if (!done.ok) {
                io.err(`运营账号 ${name} 不存在。`);
                return EXIT.usage;
              }
              io.out(done.alreadyDisabled ? `运营账号 ${name} 已是停用状态。` : `运营账号 ${name} 已停用，其登录已失效。`);
              return EXIT.ok;
            };
      break;
    }
    default:
      io.err(`未知命令 ${command}\n${ADMIN_USAGE}`);
      return EXIT.usage;
  }

  let handle: DbHandle;
  try {
    handle = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      io.err(
        `${err.message}\n使用内置数据库时，管理命令不能在服务器运行时执行：请先停止服务器（pid ${err.pid}）再运行，或让服务器与管理命令都使用 DATABASE_URL 指向的 PostgreSQL。`,
      );
      return EXIT.locked;
    }
    throw err;
  }
  try {
    await migrateToLatest(handle.db);
    return await action(handle);
  } finally {
    await handle.close();
  }
}
