/** Islands measurement (e): hydrates every island of e-islands.tsx. */
import { lightThemeClass } from 'gaokao-ui';
import { mount } from './mount';
import { islands } from './e-islands';
import { wireNetworkFeedback } from '../app/network-feedback';

// Keeps gaokao-ui's theme (and its global styles) in the build, as root-layout.tsx does.
document.documentElement.classList.add(lightThemeClass);
wireNetworkFeedback();
mount(islands);
