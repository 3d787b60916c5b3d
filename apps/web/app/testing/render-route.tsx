import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { LOCALE_PARAM, LOGOUT_COMPLETE_PATH, PAGE_SEGMENTS } from '../config/paths';
import App from '../root';
import Home from '../routes/home';
import KioskLayout from '../routes/kiosk-layout';
import LanguagePicker from '../routes/language-picker';
import LocaleLayout from '../routes/locale-layout';
import Login from '../routes/login';
import LogoutComplete from '../routes/logout-complete';
import Menus from '../routes/menus';
import NotFound from '../routes/not-found';
import Offline from '../routes/offline';
import PublicLayout from '../routes/public-layout';
import Survey from '../routes/survey';

// The real route modules, nested as in app/routes.ts (the pages the tests visit).
const Stub = createRoutesStub([
  {
    path: '/',
    Component: App,
    children: [
      { index: true, Component: LanguagePicker },
      { path: LOGOUT_COMPLETE_PATH, Component: LogoutComplete },
      {
        path: `:${LOCALE_PARAM}`,
        Component: LocaleLayout,
        children: [
          {
            Component: PublicLayout,
            children: [
              { index: true, Component: Home },
              { path: PAGE_SEGMENTS.menus, Component: Menus },
              { path: PAGE_SEGMENTS.offline, Component: Offline },
              { path: PAGE_SEGMENTS.login, Component: Login },
              { path: '*', Component: NotFound },
            ],
          },
          { Component: KioskLayout, children: [{ path: PAGE_SEGMENTS.survey, Component: Survey }] },
        ],
      },
    ],
  },
]);

export function renderRoute(url: string) {
  return render(<Stub initialEntries={[url]} />);
}
