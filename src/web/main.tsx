import { config as zodConfig } from 'zod/v4/core';
import { SERVER_STATE_ID } from '../shared/server-state.ts';
import './styles/app.css';

// zod compiles object checks with `new Function` where it may, and its probe for that is a
// violation of the pages' content security policy (no eval): it checks without compiling.
zodConfig({ jitless: true });

function start() {
  void import('./app/boot.tsx');
}

// A server-rendered page is complete HTML: the visitor sees it first, and only then does the
// browser fetch and run the app that makes it interactive. Other pages need the app to show.
if (document.getElementById(SERVER_STATE_ID)) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else start();
