import { SERVER_STATE_ID } from '../shared/server-state.ts';
import './styles/app.css';

function start() {
  void import('./app/boot.tsx');
}

/**
 * A page's first Intl formatter loads ICU's number data: tens of milliseconds on a phone's CPU.
 * Done here, in a task of its own while the app's code downloads, rather than inside the task
 * that hydrates the page's prices.
 */
function loadNumberFormats() {
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(0);
}

// A server-rendered page is complete HTML: the visitor sees it first, and only then does the
// browser fetch and run the app that makes it interactive. Other pages need the app to show.
if (document.getElementById(SERVER_STATE_ID)) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      start();
      setTimeout(loadNumberFormats, 0);
    }, 0),
  );
} else start();
