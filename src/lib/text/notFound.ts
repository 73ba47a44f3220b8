export const notFound = {
  title: "Look like you're lost",
  body: 'The page you are looking for is not available!',
  home: 'Go to Home',
} as const;
