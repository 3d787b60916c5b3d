import { axeInBothThemes, THEME_TENANTS } from './themes-axe.js';

axeInBothThemes(THEME_TENANTS.cantina);
