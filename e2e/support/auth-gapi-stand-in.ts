import type { BrowserContext } from '@playwright/test';

/**
 * A stand-in for https://apis.google.com/js/api.js, which cannot load offline. The Firebase
 * SDK (parent page) and the Auth emulator's helper iframe (/emulator/auth/iframe) only use
 * gapi.load('gapi.iframes') and a message channel between the page and that iframe:
 * context.open() / getParentIframe(), register(name, handler), send(name, data, callback) and
 * ping(). This speaks that channel over postMessage. Calls that arrive before their handler
 * is registered wait for it (the iframe reports its stored redirect event at once).
 */
const GAPI_STAND_IN = `(() => {
  const TAG = '__gapiStandIn';
  const FILTER = () => true;

  function channel(target) {
    const handlers = {};
    const waiting = {};
    const replies = {};
    let nextId = 0;
    const post = (message) => target().postMessage({ [TAG]: true, ...message }, '*');
    const deliver = (message) => {
      const result = handlers[message.name](message.data);
      Promise.resolve(result).then((value) => post({ kind: 'reply', id: message.id, result: [value] }));
    };
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (!message || !message[TAG] || event.source !== target()) return;
      if (message.kind === 'send') {
        if (handlers[message.name]) deliver(message);
        else (waiting[message.name] ||= []).push(message);
      } else if (message.kind === 'reply' && replies[message.id]) {
        const callback = replies[message.id];
        delete replies[message.id];
        // The SDK throws from some callbacks on purpose; keep the channel alive.
        try { callback(message.result); } catch (error) { setTimeout(() => { throw error; }); }
      }
    });
    return {
      post,
      register(name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).splice(0).forEach(deliver);
      },
      send(name, data, callback) {
        const id = ++nextId;
        if (callback) replies[id] = callback;
        post({ kind: 'send', id, name, data });
      },
    };
  }

  function openIframe(options, onOpen) {
    const frame = document.createElement('iframe');
    frame.src = options.url;
    for (const [key, value] of Object.entries(options.attributes || {})) {
      if (key === 'style') Object.assign(frame.style, value);
      else frame.setAttribute(key, value);
    }
    let ready;
    const readyPromise = new Promise((resolve) => (ready = resolve));
    window.addEventListener('message', (event) => {
      if (event.source === frame.contentWindow && event.data && event.data[TAG] && event.data.kind === 'ready') ready();
    });
    const link = channel(() => frame.contentWindow);
    const iframe = {
      register: link.register,
      send: link.send,
      restyle: () => Promise.resolve(),
      ping: (callback) => readyPromise.then(() => callback && callback()),
    };
    (options.where || document.body).appendChild(frame);
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  const iframes = {
    Iframe: function Iframe() {},
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    getContext: () => ({
      open: openIframe,
      getParentIframe() {
        const link = channel(() => window.parent);
        link.post({ kind: 'ready' });
        return { register: link.register, send: link.send };
      },
    }),
  };

  window.gapi = {
    iframes,
    load: (_name, options) => setTimeout(() => (typeof options === 'function' ? options() : options.callback())),
  };
  const onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Answers the gapi loader with the stand-in and every other external host (the emulator
 * page's stylesheets, fonts and scripts) with an empty body, so nothing leaves the machine.
 */
export async function routeExternalHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'apis.google.com' && url.pathname.startsWith('/js/api')) {
        await route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN });
        return;
      }
      const type = route.request().resourceType();
      const contentType =
        type === 'stylesheet' ? 'text/css' : type === 'script' ? 'text/javascript' : 'text/plain';
      await route.fulfill({ status: 200, contentType, body: '' });
    },
  );
}
