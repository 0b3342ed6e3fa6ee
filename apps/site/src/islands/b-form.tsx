/** Islands measurement (b): the smart-fill form (with its province state and the login dialog's host) hydrated alone. */
import { mount } from './mount';
import { FormIsland, LoginHost } from './form-island';

mount({ 'island-fill': () => <FormIsland />, 'island-login': () => <LoginHost /> });
