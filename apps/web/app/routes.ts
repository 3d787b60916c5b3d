import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALE_PARAM, LOGOUT_COMPLETE_PATH, PAGE_SEGMENTS, type PageKey } from './config/paths';

// Route modules are named after their page key in kebab-case (landingEng -> landing-eng.tsx);
// their URL segment comes from config/paths.
const page = (key: Exclude<PageKey, 'home' | 'survey'>) =>
  route(PAGE_SEGMENTS[key], `routes/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`);

export default [
  index('routes/language-picker.tsx'),
  route(LOGOUT_COMPLETE_PATH, 'routes/logout-complete.tsx'),
  route(`:${LOCALE_PARAM}`, 'routes/locale-layout.tsx', [
    layout('routes/public-layout.tsx', [
      index('routes/home.tsx'),
      page('reservations'),
      page('menus'),
      page('gallery'),
      page('about'),
      page('terms'),
      page('blog'),
      page('unsubscribed'),
      page('land'),
      page('landingEng'),
      page('landingEsp'),
      page('landingFra'),
      page('emailMarketing'),
      page('pdf'),
      page('subscribed'),
      page('checkout'),
      page('login'),
      page('offline'),
      route('*', 'routes/not-found.tsx'),
    ]),
    layout('routes/kiosk-layout.tsx', [route(PAGE_SEGMENTS.survey, 'routes/survey.tsx')]),
  ]),
] satisfies RouteConfig;
