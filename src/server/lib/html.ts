// One escaping for the server and the client (a forwarded mail's header is built in the browser).
export { escapeHtml } from '../../domain/escape-html.ts';
