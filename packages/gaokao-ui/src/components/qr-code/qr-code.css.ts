import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const figure = style({ margin: 0, display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });
