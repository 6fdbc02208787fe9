import { SERVER_STATE_ID } from '../shared/server-state.ts';
import { holdEarlySubmits } from './lib/early-submit.ts';
import './styles/app.css';

function start() {
  void import('./app/boot.tsx');
}

// A server-rendered page is complete HTML: the visitor sees it first, and only then does the
// browser fetch and run the app that makes it interactive. Other pages need the app to show.
if (document.getElementById(SERVER_STATE_ID)) {
  holdEarlySubmits();
  requestAnimationFrame(() => setTimeout(start, 0));
} else start();
