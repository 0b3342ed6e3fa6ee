/**
 * The first bytes of a spreadsheet: .xlsx is a ZIP package (PK\x03\x04), .xls a compound document (D0 CF 11 E0 …).
 * A renamed text file passes the name check but not this one, and gets 文件类型不正确 too.
 */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function looksLikeSpreadsheet(head: Uint8Array): boolean {
  const starts = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  return starts(ZIP) || starts(CFB);
}
