export const errors = {
  unauthorized: 'Authentication Failed. Please Login Again....',
  requestFailedLogin: 'Request failed login again',
  requestFailed: 'Request failed!!!',
  network: 'The server could not be reached. Check your connection and try again.',
  shape: 'The server sent an answer the portal could not read. Please try again.',
  http: 'The server could not complete the request. Please try again.',
  checkInputs: 'Check all input fileds.',
  invalidImage: 'Choose a PNG or JPEG image of at most 2MB.',
} as const;
