import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const footerError = style({ marginRight: 'auto', color: vars.color.danger, fontSize: vars.fontSize.sm });
