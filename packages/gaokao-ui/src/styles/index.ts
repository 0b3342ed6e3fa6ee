import './themes/light.css';
import './global.css';
import './print.css';
import './page.css';

export { vars } from './contract.css';
export { lightThemeClass } from './themes/light.css';
export { lightTokens, fontFamilyBody, type ThemeTokens } from './tokens';
export { visuallyHidden, focusRing } from './utils.css';
