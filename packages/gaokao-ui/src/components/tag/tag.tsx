import type { HTMLAttributes, ReactNode } from 'react';
import { tag } from './tag.css';

export const tagTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'reach', 'match', 'safe'] as const;
export const tagVariants = ['soft', 'outline'] as const;
export const tagSizes = ['small', 'medium'] as const;
export type TagTone = (typeof tagTones)[number];

/** The 冲/稳/保 risk bands and their tones: reach is red, match amber, safe green. */
export const riskBandTones = { 冲: 'reach', 稳: 'match', 保: 'safe' } as const satisfies Record<string, TagTone>;
export type RiskBand = keyof typeof riskBandTones;

export type TagProps = {
  children: ReactNode;
  tone?: TagTone;
  variant?: (typeof tagVariants)[number];
  size?: (typeof tagSizes)[number];
} & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/** A short label: 985, 211, 双一流, 新增专业, or a 冲/稳/保 band. */
export function Tag({ children, tone, variant, size, className, ...rest }: TagProps) {
  return (
    <span className={[tag({ tone, variant, size }), className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}

export type RiskTagProps = Omit<TagProps, 'tone' | 'children'> & {
  band: RiskBand;
  /** Spoken with the band, since colour alone must not carry the meaning. */
  label?: string;
};

const bandNames: Record<RiskBand, string> = { 冲: '冲一冲', 稳: '稳一稳', 保: '保一保' };

/** A 冲/稳/保 tag, coloured by band and named in full for assistive technology. */
export function RiskTag({ band, label, ...rest }: RiskTagProps) {
  return (
    <Tag tone={riskBandTones[band]} title={label ?? bandNames[band]} data-band={band} {...rest}>
      {band}
    </Tag>
  );
}
