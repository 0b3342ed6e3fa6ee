import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of user data and shell content, created by migration 0001-core.
 * Column names keep the wire names of the spec (`isZeng`, `blance`, `infomation_id` …) so rows map to replies 1:1.
 * Money is integer fen. Times are `timestamptz` (read back as Date).
 *
 * Shell-content tables (for the demo generator): `infomation`, `videoseet`, `friend_url`, `contant_user`,
 * `adbot_detail`, `config`. Insert with the columns below; generated ids and defaults may be left out.
 * Rich HTML (`infomation.content`, `adbot_detail.content`) must go through `sanitizeRichHtml` (src/content/sanitize.ts)
 * before it is written.
 */
/** A timestamp with a database default (optional on insert). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp the writer must give. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

export interface MemberUserTable {
  memberuser_id: Generated<number>;
  /** Mobile number, 11 digits, unique: the account's identity. */
  phone: string;
  username: string;
  nickname: Generated<string>;
  /** 0 unknown, 1 male, 2 female. */
  sex: Generated<number>;
  /** argon2id hash; NULL until the user sets a password (first SMS login creates none). */
  password_hash: string | null;
  /** 1 free, 2 VIP, 3 agent. Never written from a request body. */
  role: Generated<number>;
  isZeng: Generated<number>;
  /** Wallet balance in fen. Never written from a request body. */
  blance: Generated<number>;
  vip_expire_time: Date | null;
  openid: string | null;
  /** Card prices in fen and discounts in tenths (spec: vip_price, san_zhekou, liu_zhekou, daili_zhekou). */
  vip_price: Generated<number>;
  san_zhekou: Generated<number>;
  liu_zhekou: Generated<number>;
  daili_zhekou: Generated<number>;
  is_sheng: Generated<number>;
  isFen: Generated<number>;
  /** This user's referral code (shared as ?code=…); unique. */
  code: string;
  /** Inviter's memberuser_id (from the scene/share_pid referral code at first login). */
  pid: number | null;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface SessionTable {
  session_id: Generated<number>;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  memberuser_id: number;
  create_time: Timestamp;
  last_seen_time: Timestamp;
  expire_time: RequiredTimestamp;
}

export interface SmsCodeTable {
  sms_code_id: Generated<number>;
  /** The reply `key` (verify_id): random, unguessable. */
  verify_id: string;
  phone: string;
  /** 'login' or 'reset'. */
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  used: Generated<number>;
  create_time: Timestamp;
  expire_time: RequiredTimestamp;
}

export interface VolunteerTable {
  volunteer_id: Generated<number>;
  memberuser_id: number;
  name: Generated<string>;
  title: Generated<string>;
  sex: Generated<number>;
  province: string;
  batch: string;
  score: number;
  paiming: Generated<number>;
  zpaiming: Generated<number>;
  xiangtong: Generated<number>;
  /** Comma-separated subjects, e.g. "物理,化学,生物". */
  subject: string;
  group_d: Generated<string>;
  seniorHighSchool: Generated<string>;
  isgao: Generated<number>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface VolunteerResultTable {
  volunteer_result_id: Generated<number>;
  volunteer_id: number;
  sort_id: number;
  code: string;
  specialty_code: string;
  collegeName: Generated<string>;
  specialty_title: Generated<string>;
  /** The full wire row when added (season data may change later); JSON text. */
  snapshot: Json;
  /** Per-row user edits made with updateExt (allow-listed fields only); JSON text. */
  ext: ColumnType<unknown, string | undefined, string>;
  create_time: Timestamp;
}

export interface VolunteerScreenTable {
  volunteer_id: number;
  /** major_screen, major_teshu_screen, college_screen or other_screen. */
  name: string;
  /** The JSON string exactly as saved by the page. */
  value: string;
  update_time: Timestamp;
}

/** News / articles (资讯). */
export interface InfomationTable {
  infomation_id: Generated<number>;
  title: string;
  source: Generated<string>;
  imgurl: Generated<string>;
  /** Sanitized HTML. */
  content: Generated<string>;
  isTuijian: Generated<number>;
  status: Generated<number>;
  time: Timestamp;
  sort: Generated<number>;
}

export interface VideoseetTable {
  videoseet_id: Generated<number>;
  title: string;
  imgurl: Generated<string>;
  video_url: string;
  status: Generated<number>;
  sort: Generated<number>;
  create_time: Timestamp;
}

export interface FriendUrlTable {
  friend_url_id: Generated<number>;
  title: string;
  url: string;
  status: Generated<number>;
  sort: Generated<number>;
}

/** Customer-service contact QR codes; `type` 1 or 2 (the home page alternates by date parity). */
export interface ContantUserTable {
  contant_user_id: Generated<number>;
  ercode: string;
  status: Generated<number>;
  type: number;
  sort: Generated<number>;
}

/** About-us page content (sanitized HTML). One current row; the highest id wins. */
export interface AdbotDetailTable {
  adbot_detail_id: Generated<number>;
  title: Generated<string>;
  content: string;
  update_time: Timestamp;
}

/** Site configuration key/value pairs (e.g. site_name, demo_notice). */
export interface ConfigTable {
  name: string;
  value: string;
}

/** MBTI / Holland results (migration 0003). */
export interface AssessmentTable {
  assessment_id: Generated<number>;
  memberuser_id: number;
  kind: 'mbti' | 'holland';
  /** The answers as submitted (JSON text). */
  answers: string;
  /** MBTI type ("INTJ") or Holland code ("SEC"), computed by the server. */
  result_type: string;
  /** Letter → score (JSON text). */
  scores: string;
  create_time: Timestamp;
}

/** A card order (migration 0004-money). pay_type 1 WeChat, 2 Alipay; pay_status 1 awaiting payment, 2 paid. */
export interface VippayTable {
  vippay_id: Generated<number>;
  memberuser_id: number;
  num: number;
  /** What the order costs, in fen. */
  price: number;
  unit_price: number;
  /** The applied discount in tenths as text ("8.5", "10"). */
  discount: string;
  pay_type: number;
  pay_status: Generated<number>;
  /** Our order number sent to the provider. */
  out_trade_no: string;
  code_url: Generated<string>;
  transaction_id: string | null;
  pay_time: Date | null;
  create_time: Timestamp;
  /** When the reconciler last asked the provider about this unpaid order (migration 0005). */
  reconcile_time: Date | null;
  /**
   * When a newer order of the same purchase replaced this unpaid one (migration 0016), or when the member cancelled it
   * (`/api/Financial.Vippay/cancelOrder`, no migration of its own: the same column): it no longer counts as open for the
   * unpaid-order cap; a payment that still arrives for it is applied as for any order.
   */
  superseded_time: Date | null;
}

/**
 * A VIP card; active_status 1 not activated, 2 activated. A purchased card has its order and buyer; a card the
 * operator console issued has its batch instead (migration 0012), a deadline for activation and maybe a void time.
 */
export interface VipCardTable {
  card_id: Generated<number>;
  vippay_id: number | null;
  /** The buyer (owner of the card until it is activated by anyone holding its code and password); null for a batch card. */
  memberuser_id: number | null;
  card_no: string;
  card_password: string;
  active_status: Generated<number>;
  active_user_id: number | null;
  active_time: Date | null;
  create_time: Timestamp;
  batch_id: number | null;
  /** A batch card: the last instant it may be activated. */
  expire_time: Date | null;
  /** When an operator voided it (never for an activated card). */
  void_time: Date | null;
}

/** A batch of cards issued by the operator console (migration 0012). */
export interface CardBatchTable {
  batch_id: Generated<number>;
  count: number;
  valid_days: number;
  expire_time: Date;
  note: Generated<string>;
  operator_id: number | null;
  operator_name: string;
  create_time: Timestamp;
}

/** A processed provider notification, unique on (channel, transaction_id). */
export interface PaymentNotificationTable {
  notification_id: Generated<number>;
  channel: string;
  transaction_id: string;
  vippay_id: number;
  create_time: Timestamp;
}

/** A withdrawal request; type 1 WeChat, 2 Alipay; status 1 待处理, 2 已打款, 3 已驳回. */
export interface WithdrawTable {
  withdraw_id: Generated<number>;
  memberuser_id: number;
  price: number;
  type: number;
  identity: Generated<string>;
  name: Generated<string>;
  status: Generated<number>;
  remark: Generated<string>;
  create_time: Timestamp;
  /** The payout's reference (the WeChat/Alipay transfer number) an operator gave when marking it paid (0011). */
  payout_ref: Generated<string>;
  /** When an operator paid or rejected it (UTC); NULL while pending (0011). */
  settle_time: Date | null;
}

/** The wallet ledger (append-only): income (+, commissions) and withdrawals (−), in fen. */
export interface WalletLedgerTable {
  ledger_id: Generated<number>;
  memberuser_id: number;
  kind: 'income' | 'withdraw';
  amount: number;
  from_user_id: number | null;
  vippay_id: number | null;
  withdraw_id: number | null;
  remark: Generated<string>;
  create_time: Timestamp;
}

/** A one-time WeChat binding ticket (migration 0006): SHA-256 of the ticket, its member, expiry and use. */
export interface WechatBindTicketTable {
  ticket_hash: string;
  memberuser_id: number;
  expire_time: Date;
  used_time: Date | null;
  create_time: Timestamp;
}

/** The reply of a change sent with an Idempotency-Key (migration 0009), kept for its retries (http/idempotency.ts). */
export interface IdempotencyKeyTable {
  memberuser_id: number;
  key: string;
  /** The contract call the key was used for: the same key on another call is refused. */
  call: string;
  /** The envelope answered, as JSON. */
  reply: string;
  create_time: Timestamp;
}

/** A part of one file's import kept until its last part arrives (migration 0017, plans/handlers.ts importResultData). */
export interface ImportStageTable {
  volunteer_id: number;
  /** The client's id of the file's import. */
  import_id: string;
  /** How many of the file's rows were kept before this part. */
  seq: number;
  /** The part's rows as sent (JSON). */
  items: string;
  create_time: Timestamp;
}

type AuditJson = ColumnType<unknown, string | null | undefined, never>;

/** An operator of the console (0011): not a member; created and disabled only from the command line. */
export interface OperatorTable {
  operator_id: Generated<number>;
  name: string;
  /** argon2id, as members' passwords. */
  password_hash: string;
  /** Base32 TOTP secret (RFC 6238). */
  totp_secret: string;
  /** The last TOTP time step accepted: a code is accepted once. */
  totp_last_step: ColumnType<string | number, number | undefined, number>;
  disabled: Generated<boolean>;
  created_at: Timestamp;
}

/** An operator's session (0011): SHA-256 of the opaque token, as member sessions, in a table of its own. */
export interface OperatorSessionTable {
  session_id: Generated<number>;
  token_hash: string;
  operator_id: number;
  create_time: Timestamp;
  last_seen_time: Timestamp;
  expire_time: RequiredTimestamp;
}

/** One operator action (0011), append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface OperatorAuditTable {
  audit_id: ColumnType<string | number, never, never>;
  /** NULL for the command line. */
  operator_id: number | null;
  /** The operator's name, or `cli` for the command line. */
  operator_name: string;
  at: Timestamp;
  action: string;
  target: Generated<string>;
  /** The target as it was and as it became (JSON, written once). */
  before: AuditJson;
  after: AuditJson;
}

export interface CoreTables {
  assessment: AssessmentTable;
  member_user: MemberUserTable;
  member_session: SessionTable;
  sms_code: SmsCodeTable;
  volunteer: VolunteerTable;
  volunteer_result: VolunteerResultTable;
  volunteer_screen: VolunteerScreenTable;
  infomation: InfomationTable;
  videoseet: VideoseetTable;
  friend_url: FriendUrlTable;
  contant_user: ContantUserTable;
  adbot_detail: AdbotDetailTable;
  config: ConfigTable;
  vippay: VippayTable;
  vip_card: VipCardTable;
  card_batch: CardBatchTable;
  payment_notification: PaymentNotificationTable;
  withdraw: WithdrawTable;
  wallet_ledger: WalletLedgerTable;
  wechat_bind_ticket: WechatBindTicketTable;
  idempotency_key: IdempotencyKeyTable;
  import_stage: ImportStageTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  operator_audit: OperatorAuditTable;
}
