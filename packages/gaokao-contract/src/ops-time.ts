/** An instant in an operator reply: stored and sent in UTC (`iso`), shown in China time (`china`, Asia/Shanghai). */
export interface OpsTime {
  iso: string;
  /** `2026-06-08 14:05:33`, Asia/Shanghai. */
  china: string;
}
