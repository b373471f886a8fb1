/** The product's public source repository, linked from the side navigation. */
export const SOURCE_REPOSITORY_URL: string =
  import.meta.env.VITE_SOURCE_REPOSITORY_URL ?? 'https://github.com/courtside-app/courtside';
