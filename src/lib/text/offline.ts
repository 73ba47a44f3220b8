export const offline = {
  title: 'You are offline',
  body: 'This page is not available without a connection. Check your connection and try again.',
  retry: 'Try again',
  banner: 'You are offline. Pages you opened before still work, but nothing can be sent until the connection is back.',
} as const;
