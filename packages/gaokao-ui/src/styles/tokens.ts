/**
 * Raw design values of the light theme. Components never read these directly: they read the semantic
 * contract (`vars`), so a partner site can re-brand by overriding the `--gk-*` custom properties.
 */

/**
 * The body font stack. Noto Sans CJK SC comes first: Linux machines (and CI, through Debian's fonts-noto-cjk) have
 * it, and named first it is used as itself, never replaced by whatever the machine's fontconfig maps an absent font
 * to. Apple and Windows machines rarely have it and go on to PingFang SC / Microsoft YaHei.
 */
export const fontFamilyBody =
  '"Noto Sans CJK SC", "PingFang SC", "Source Han Sans SC", "Microsoft YaHei", "Hiragino Sans GB", sans-serif';

export const lightTokens = {
  color: {
    brand: '#1f6a85',
    brandHover: '#195870',
    brandActive: '#13475b',
    brandSoft: '#e7f1f5',
    onBrand: '#ffffff',
    text: '#1c2631',
    textMuted: '#4f5b68',
    textSubtle: '#66717d',
    textInverse: '#ffffff',
    link: '#1a5f93',
    surface: '#ffffff',
    surfaceMuted: '#f5f7f9',
    surfaceSunken: '#edf1f4',
    overlay: 'rgba(16, 24, 32, 0.5)',
    border: '#d3dae1',
    borderStrong: '#9aa6b2',
    focus: '#2f80c0',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fef3f2',
    success: '#17693f',
    successSoft: '#ecf8f1',
    warning: '#8a4b06',
    warningSoft: '#fff7e6',
    riskReach: '#b42318',
    riskReachSoft: '#fdeceb',
    riskMatch: '#8a4b06',
    riskMatchSoft: '#fff4dc',
    riskSafe: '#17693f',
    riskSafeSoft: '#e6f5ec',
    chart1: '#1f6a85',
    chart2: '#d0782b',
    chart3: '#6b8f2a',
    chartGrid: '#e3e8ed',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    family: fontFamilyBody,
    familyMono: 'ui-monospace, "SFMono-Regular", "Noto Sans Mono CJK SC", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '18px',
    xxl: '22px',
    xxxl: '28px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '600',
  },
  lineHeight: {
    tight: '1.35',
    body: '1.6',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 32, 0.08)',
    md: '0 4px 12px rgba(16, 24, 32, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 32, 0.18)',
  },
  zIndex: {
    overlay: '3000',
    toast: '3010',
    tooltip: '3020',
  },
  size: {
    controlSmall: '28px',
    controlMedium: '34px',
    controlLarge: '42px',
  },
} as const;

export type ThemeTokens = {
  [G in keyof typeof lightTokens]: { [K in keyof (typeof lightTokens)[G]]: string };
};
